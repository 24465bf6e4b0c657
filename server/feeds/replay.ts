import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TimedFeedEvent } from '../../core/feeds/events';
import { parseCricsheet, type ParsedCricsheet } from '../../core/feeds/cricsheet';
import type { FeedFixture, FeedProvider } from './provider';
import { BALL_MS, INNINGS_BREAK_MS, LINEUP_LEAD_MS, MINUTE_MS, timedEvents, type PlannedEvent } from './timeline';

/**
 * FEED=replay:<dir>: every Cricsheet JSON file in the directory (sorted by name) becomes a match with its real
 * teams, players, toss, deliveries and outcome (core/feeds/cricsheet.ts). Match i starts FEED_FIRST_START_S + i ×
 * FEED_GAP_S after the server started. Cricsheet has no times of day, so the clock is synthesised: line-ups and
 * the toss 30 minutes before the start, a delivery every 45 s, 20 minutes between innings, all divided by
 * FEED_SPEED (300 plays a 3½-hour T20 in about 40 s).
 */

export interface ReplayOptions {
  dir: string;
  /** when the server started: the schedule counts from here */
  startedAt: Date;
  firstStartS: number;
  gapS: number;
  speed: number;
}

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
      const files = (await readdir(this.options.dir)).filter((f) => f.toLowerCase().endsWith('.json')).sort();
      const out = new Map<string, ReplayMatch>();
      for (const [i, file] of files.entries()) {
        const parsed = parseCricsheet(await readFile(path.join(this.options.dir, file), 'utf8'));
        const ref = path.basename(file, path.extname(file));
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
            parties: parsed.info.teams.map((t) => ({ position: t.position, name: t.name, players: t.players.map((p) => p.name) })),
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
