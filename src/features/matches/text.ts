/**
 * How the match centre words core's structured data (docs/product.md §11: core returns data, the PWA the
 * sentences). Every text is a matches:* key with its values interpolated, so English and Hindi read the same facts;
 * player and team names are passed through as the feed gives them (Latin script in both languages).
 */
import type { TFunction } from 'i18next';
import type { PartyPosition } from '../../../core/feeds/events';
import type { CentreParty, Dismissal, Fielder, ResultInfo } from '../../../core/rules/matchCentre';

/** A party's name by position (the match's parties), or "Side n" when the feed named none. */
export function partyName(t: TFunction, parties: readonly CentreParty[], position: PartyPosition | number | null): string {
  if (position === null) return '';
  return parties.find((p) => p.position === position)?.name ?? t('matches:side', { n: position });
}

/** A rate (run rate, economy, strike rate) as scorecards print it: two decimals, a dash before any ball. */
export const rate = (r: number | null): string => (r === null ? '–' : r.toFixed(2));

const fielderName = (t: TFunction, f: Fielder): string => (f.substitute ? t('matches:cricket.dismissal.substitute', { name: f.name }) : f.name);

/** Kinds the scorecard writes with their own pattern (cricket.dismissal.<kind_with_underscores>); any other is "out (<kind>)". */
const KNOWN_KINDS: ReadonlySet<string> = new Set([
  'caught',
  'caught and bowled',
  'bowled',
  'lbw',
  'stumped',
  'run out',
  'hit wicket',
  'retired hurt',
  'retired not out',
  'retired out',
  'obstructing the field',
  'handled the ball',
  'hit the ball twice',
  'timed out',
]);

/** How a batter got out, as a scorecard writes it: "c Ishan Kishan b Akash Madhwal", "run out (RG Sharma/C Green)". */
export function howOut(t: TFunction, kind: string, fielders: readonly Fielder[], bowler: string | null): string {
  const names = fielders.map((f) => fielderName(t, f));
  const values = { bowler: bowler ?? '', fielder: names[0] ?? '', keeper: names[0] ?? '', fielders: names.join('/') };
  if (kind === 'run out' && names.length === 0) return t('matches:cricket.dismissal.runOutNoFielder');
  if (!KNOWN_KINDS.has(kind)) return t('matches:cricket.dismissal.other', { kind });
  // keys spell the kind with underscores: i18next reads a key with spaces as a natural-language key
  return t(`matches:cricket.dismissal.${kind.replace(/ /g, '_')}`, values);
}

/** A scorecard row's dismissal: not out, retired (hurt / not out), or how he was out. */
export function dismissalText(t: TFunction, d: Dismissal): string {
  if (d.status === 'not_out') return t('matches:cricket.dismissal.not_out');
  if (d.status === 'retired') return howOut(t, d.kind, [], null);
  return howOut(t, d.kind, d.fielders, d.bowler);
}

const MARGIN_UNITS: ReadonlySet<string> = new Set(['runs', 'wickets', 'goals', 'points', 'sets', 'games', 'rubbers']);

/** "81 runs", "an innings and 12 runs", "5 wickets": the margin's parts in the feed's order. */
function marginText(t: TFunction, margin: Record<string, number>): string | null {
  const parts = Object.entries(margin).flatMap(([unit, count]) => {
    if (unit === 'innings') return [t('matches:result.margin.innings')];
    return MARGIN_UNITS.has(unit) ? [t(`matches:result.margin.${unit}`, { count })] : [];
  });
  if (parts.length === 0) return null;
  return parts.reduce((first, second) => t('matches:result.marginJoin', { first, second }));
}

/** The result line: who won and by how much, a tie, or that the match was not decided (never a winner invented). */
export function resultText(t: TFunction, parties: readonly CentreParty[], r: ResultInfo): string {
  let line: string;
  if (r.noResult) line = t(`matches:result.${r.type === 'abandoned' ? 'abandoned' : 'no_result'}`);
  else if (r.type === 'win' && r.winner !== null) {
    const winner = partyName(t, parties, r.winner);
    const margin = r.margin ? marginText(t, r.margin) : null;
    if (r.decidedBySuperOver) line = t('matches:result.wonSuperOver', { winner });
    else line = margin ? t('matches:result.wonBy', { winner, margin }) : t('matches:result.won', { winner });
  } else if (r.type === 'tie') {
    line = r.decidedBySuperOver && r.winner !== null ? t('matches:result.wonSuperOver', { winner: partyName(t, parties, r.winner) }) : t('matches:result.tie');
  } else if (r.type === 'draw') line = t('matches:result.draw');
  else line = t('matches:result.no_result');
  return r.method ? t('matches:result.method', { result: line, method: r.method }) : line;
}
