import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TimedFeedEvent } from '../../core/feeds/events';
import { parseCricsheet, type ParsedCricsheet } from '../../core/feeds/cricsheet';
import { fantasyPoints } from '../../core/rules/fantasy';
import type { FeedFixture, FeedProvider } from './provider';
import { inferCricketRoles, parseRolesSidecar } from './replayRoles';
import { BALL_MS, INNINGS_BREAK_MS, LINEUP_LEAD_MS, MINUTE_MS, timedEvents, type PlannedEvent } from './timeline';

/**
 * FEED=replay:<dir>: every Cricsheet JSON file in the directory (sorted by name) becomes a match with its real
 * teams, players, toss, deliveries and outcome (core/feeds/cricsheet.ts). Match i starts FEED_FIRST_START_S + i ×
 * FEED_GAP_S after the server started. Cricsheet has no times of day, so the clock is synthesised: line-ups and
 * the toss 30 minutes before the start, a delivery every 45 s, 20 minutes between innings, all divided by
 * FEED_SPEED (300 plays a 3½-hour T20 in about 40 s). Squads are the players of the file with roles inferred from
 * this file and the earlier ones (./replayRoles.ts; a `<file>.roles.json` sidecar overrides) and each player's
 * fantasy points in the earlier files as his form (credits); the player's key is his Cricsheet name (unique in
 * the Cricsheet register), the name every event carries.
 */

export interface ReplayOptions {
  dir: string;
  /** when the server started: the schedule counts from here */
  startedAt: Date;
  firstStartS: number;
  gapS: number;
  speed: number;
}

/** `<file>.roles.json` next to a Cricsheet file overrides the inferred squad roles (./replayRoles.ts) */
export const ROLES_SUFFIX = '.roles.json';

/** Cricsheet match ids are small integers; anything else gets a number from this base by file position. */
const REPLAY_ID_BASE = 2_000_000;

interface ReplayMatch {
  fixture: FeedFixture;
  planned: PlannedEvent[];
}

/** The synthetic clock of a parsed file: offsets from the start, in file order. */
export function paceCricsheet(parsed: ParsedCricsheet): PlannedEvent[] {
  const planned: PlannedEvent[] = [];
  let t = 0;
  let innings = 0;
  for (const event of parsed.events) {
    if (event.kind === 'lineup' || event.kind === 'toss') {
      planned.push({ offsetMs: -LINEUP_LEAD_MS, event });
      continue;
    }
    if (planned.every((p) => p.event.kind !== 'start')) planned.push({ offsetMs: 0, event: { kind: 'start', payload: {} } });
    if (event.kind === 'innings_start') {
      if (innings > 0) t += event.payload.superOver ? 5 * MINUTE_MS : INNINGS_BREAK_MS;
      innings++;
    } else if (event.kind === 'ball') t += BALL_MS;
    else if (event.kind === 'result') t += MINUTE_MS;
    planned.push({ offsetMs: t, event });
  }
  return planned;
}

export class ReplayFeed implements FeedProvider {
  readonly name = 'replay';
  private loaded: Promise<Map<string, ReplayMatch>> | null = null;

  constructor(private readonly options: ReplayOptions) {}

  private load(): Promise<Map<string, ReplayMatch>> {
    this.loaded ??= (async () => {
      const names = await readdir(this.options.dir);
      const files = names.filter((f) => f.toLowerCase().endsWith('.json') && !f.toLowerCase().endsWith(ROLES_SUFFIX)).sort();
      const out = new Map<string, ReplayMatch>();
      const earlier: ParsedCricsheet[] = [];
      const keepers = new Set<string>();
      const form = new Map<string, number[]>();
      for (const [i, file] of files.entries()) {
        const parsed = parseCricsheet(await readFile(path.join(this.options.dir, file), 'utf8'));
        const ref = path.basename(file, path.extname(file));
        const sidecar = `${ref}${ROLES_SUFFIX}`;
        const overrides = names.includes(sidecar) ? parseRolesSidecar(await readFile(path.join(this.options.dir, sidecar), 'utf8'), sidecar) : {};
        const roles = inferCricketRoles(earlier, parsed, overrides, keepers);
        earlier.push(parsed);
        for (const [name, role] of roles) if (role === 'WK') keepers.add(name);
        const recent = (name: string) => form.get(name)?.slice(0, 5);
        const squadOf = (t: (typeof parsed.info.teams)[number]) =>
          t.players.map((p) => ({ name: p.name, role: roles.get(p.name), roleInferred: !(p.name in overrides), recentPoints: recent(p.name) }));
        const parties = parsed.info.teams.map((t) => ({ position: t.position, name: t.name, players: t.players.map((p) => p.name), squad: squadOf(t) }));
        // this file's points are the next files' form (a match without a result is no form)
        if (!['no_result', 'abandoned'].includes(parsed.info.outcome.type)) {
          // scored as the game scores it: only the sidecar's roles count, never the inferred ones
          for (const p of fantasyPoints('cricket', parsed.events, { roles: overrides }).players) form.set(p.player, [p.points, ...(form.get(p.player) ?? [])]);
        }
        const numeric = Number(ref);
        const id = Number.isInteger(numeric) && numeric > 0 && numeric < REPLAY_ID_BASE ? numeric : REPLAY_ID_BASE + i;
        const startMs = this.options.startedAt.getTime() + (this.options.firstStartS + i * this.options.gapS) * 1000;
        const event = parsed.info.event?.name ?? `${parsed.info.matchType} replay`;
        out.set(ref, {
          fixture: {
            ref,
            id,
            sport: 'cricket',
            tournament: { id: tournamentId(event), name: event },
            parties,
            startTime: new Date(startMs),
          },
          planned: paceCricsheet(parsed),
        });
      }
      return out;
    })();
    return this.loaded;
  }

  async fixtures(): Promise<FeedFixture[]> {
    return [...(await this.load()).values()].map((m) => m.fixture);
  }

  async events(match: { ref: string; startTime: Date }, now: Date): Promise<TimedFeedEvent[]> {
    const m = (await this.load()).get(match.ref);
    return m ? timedEvents(match.startTime, m.planned, this.options.speed, now) : [];
  }
}

/** A stable tournament id per event name (1000–1999), so every file of one season lands in one tournament. */
function tournamentId(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 1000;
  return 1000 + h;
}
