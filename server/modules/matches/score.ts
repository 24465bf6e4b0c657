import type { CricketBall, FeedEvent, FeedResult, PartyPosition, SportPlay } from '../../../core/feeds/events';
import type { MatchScore } from '../../db/schema/challenges';

/**
 * The live score strip (matches.score) from the events so far: one line per party in its sport's usual form and a
 * short status line. Text only for display; nothing is decided from it.
 */

const overs = (legal: number) => `${Math.floor(legal / 6)}.${legal % 6}`;

function cricket(events: readonly FeedEvent[], parties: readonly { position: PartyPosition; name: string }[]): MatchScore {
  const balls = events.filter((e): e is { kind: 'ball'; payload: CricketBall } => e.kind === 'ball').map((e) => e.payload);
  const line = (party: PartyPosition) => {
    const mine = balls.filter((b) => b.battingParty === party && !b.superOver);
    if (mine.length === 0) return '';
    const runs = mine.reduce((s, b) => s + b.runs.total, 0);
    const wickets = mine.reduce((s, b) => s + b.wickets.filter((w) => w.kind !== 'retired hurt').length, 0);
    const legal = mine.filter((b) => !b.extras.wides && !b.extras.noballs).length;
    return `${runs}/${wickets} (${overs(legal)})`;
  };
  const score: MatchScore = { parties: parties.map((p) => ({ position: p.position, score: line(p.position) })) };
  const last = balls.at(-1);
  const target = [...events].reverse().find((e) => e.kind === 'innings_start' && !e.payload.superOver && e.payload.target);
  if (last && !last.superOver && target?.kind === 'innings_start' && target.payload.target && last.battingParty === target.payload.battingParty) {
    const chasing = balls.filter((b) => b.battingParty === last.battingParty && !b.superOver);
    const need = target.payload.target.runs - chasing.reduce((s, b) => s + b.runs.total, 0);
    const maxBalls = (target.payload.target.overs ?? 20) * 6;
    const left = maxBalls - chasing.filter((b) => !b.extras.wides && !b.extras.noballs).length;
    const name = parties.find((p) => p.position === last.battingParty)?.name ?? '';
    if (need > 0 && left > 0) score.status = `${name} need ${need} from ${left} balls`;
  }
  if (last?.superOver) score.status = 'Super over';
  return score;
}

/** Per-party tally of plays that score, by sport: goals, raid and tackle points, sets, games. */
const SCORING: Record<string, { types: string[]; byValue: boolean }> = {
  football: { types: ['goal'], byValue: false },
  hockey: { types: ['goal'], byValue: false },
  kabaddi: { types: ['raid', 'tackle', 'all_out', 'technical_point'], byValue: true },
  tennis: { types: ['set'], byValue: false },
  badminton: { types: ['game'], byValue: false },
};

function plays(sport: string, events: readonly FeedEvent[], parties: readonly { position: PartyPosition }[]): MatchScore {
  const rule = SCORING[sport];
  const all = events.filter((e): e is { kind: 'play'; payload: SportPlay } => e.kind === 'play').map((e) => e.payload);
  if (!rule) {
    const lap = Math.max(0, ...all.map((p) => p.period ?? 0));
    return { parties: parties.map((p) => ({ position: p.position, score: lap > 0 ? `Lap ${lap}` : '' })) };
  }
  const tally = (party: PartyPosition) =>
    all.filter((p) => p.party === party && rule.types.includes(p.type)).reduce((s, p) => s + (rule.byValue ? (p.value ?? 0) : 1), 0);
  return { parties: parties.map((p) => ({ position: p.position, score: String(tally(p.position)) })) };
}

function resultLine(result: FeedResult, parties: readonly { position: PartyPosition; name: string }[]): string {
  const name = (p?: PartyPosition) => parties.find((x) => x.position === p)?.name ?? '';
  switch (result.type) {
    case 'win': {
      const [unit, n] = Object.entries(result.margin ?? {})[0] ?? [];
      const margin = unit && n !== undefined ? ` by ${n} ${n === 1 ? unit.replace(/s$/, '') : unit}` : '';
      return `${name(result.winner)} won${margin}${result.method ? ` (${result.method})` : ''}`;
    }
    case 'tie':
      return result.winner ? `Match tied; ${name(result.winner)} won the super over` : 'Match tied';
    case 'draw':
      return 'Match drawn';
    case 'no_result':
      return 'No result';
    case 'abandoned':
      return 'Match abandoned';
  }
}

/** A race has no sides: the winner is the driver classified first. */
function raceLine(events: readonly FeedEvent[]): string {
  const winner = events.find((e) => e.kind === 'play' && e.payload.type === 'classification' && e.payload.value === 1);
  return winner?.kind === 'play' && winner.payload.player ? `${winner.payload.player} won` : 'Race over';
}

export function liveScore(sport: string, events: readonly FeedEvent[], parties: readonly { position: PartyPosition; name: string }[]): MatchScore | null {
  if (!events.some((e) => e.kind === 'ball' || e.kind === 'play' || e.kind === 'result')) return null;
  const score = sport === 'cricket' ? cricket(events, parties) : plays(sport, events, parties);
  const result = events.findLast((e) => e.kind === 'result');
  if (result?.kind === 'result') score.status = sport === 'formula-one' ? raceLine(events) : resultLine(result.payload, parties);
  return score;
}
