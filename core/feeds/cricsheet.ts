/**
 * Pure parser of one Cricsheet JSON match document (https://cricsheet.org/format/json/, data versions 1.0.0 and
 * 1.1.0) into the match's facts and its normalized feed events (core/feeds/events.ts).
 *
 * - Party 1 is `info.teams[0]`, party 2 `info.teams[1]` (ADR 008).
 * - Events, in order: `lineup` (each side's announced XI; impact-player / concussion replacements brought in during
 *   the match are listed as that side's substitutes), `toss`, then per innings an `innings_start` (with the target
 *   Cricsheet gives, e.g. a D/L target) followed by every delivery as a `ball` (super-over innings flagged), and
 *   finally the `result`. No `start` event and no timestamps: the provider that replays the file owns the clock.
 * - The outcome maps to FeedResult: a win (margin `by`, `method` such as 'D/L'), a tie (with `eliminator`: the
 *   super-over winner and decidedBySuperOver; with `bowl_out`: the bowl-out winner), 'no result', 'draw'.
 * - A malformed document throws CricsheetError naming the offending field; nothing is half-parsed.
 */
import { z } from 'zod';
import type { CricketBall, FeedEvent, FeedResult, PartyPosition, TossPayload } from './events';

export class CricsheetError extends Error {
  override name = 'CricsheetError';
}

const fielderSchema = z.object({ name: z.string().min(1).optional(), substitute: z.boolean().optional() });
const wicketSchema = z.object({
  player_out: z.string().min(1),
  kind: z.string().min(1),
  fielders: z.array(fielderSchema).optional(),
});
const count = z.number().int().min(0);
const deliverySchema = z.object({
  batter: z.string().min(1),
  bowler: z.string().min(1),
  non_striker: z.string().min(1),
  runs: z.object({ batter: count, extras: count, total: count, non_boundary: z.boolean().optional() }),
  extras: z
    .object({ wides: count, noballs: count, byes: count, legbyes: count, penalty: count })
    .partial()
    .optional(),
  wickets: z.array(wicketSchema).optional(),
  replacements: z
    .object({
      match: z
        .array(z.object({ in: z.string().min(1), out: z.string().min(1), team: z.string().min(1), reason: z.string() }))
        .optional(),
    })
    .optional(),
});
const inningsSchema = z.object({
  team: z.string().min(1),
  super_over: z.boolean().optional(),
  target: z.object({ runs: count, overs: z.number().positive().optional() }).optional(),
  overs: z.array(z.object({ over: count, deliveries: z.array(deliverySchema) })).default([]),
});
const outcomeSchema = z.object({
  winner: z.string().optional(),
  by: z.record(z.string(), z.number()).optional(),
  method: z.string().optional(),
  result: z.string().optional(),
  eliminator: z.string().optional(),
  bowl_out: z.string().optional(),
});
const documentSchema = z.object({
  meta: z.object({ data_version: z.string() }).optional(),
  info: z.object({
    teams: z.array(z.string().min(1)).length(2),
    /** absent in a few early files: the line-ups are then empty */
    players: z.record(z.string(), z.array(z.string().min(1))).default({}),
    registry: z.object({ people: z.record(z.string(), z.string()) }).optional(),
    toss: z.object({ winner: z.string().min(1), decision: z.enum(['bat', 'field']) }).optional(),
    dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).min(1),
    venue: z.string().optional(),
    city: z.string().optional(),
    overs: z.number().int().positive().optional(),
    balls_per_over: z.number().int().positive().default(6),
    match_type: z.string().min(1),
    gender: z.string().optional(),
    season: z.union([z.string(), z.number()]).optional(),
    event: z
      .object({ name: z.string(), match_number: z.number().optional(), stage: z.string().optional(), group: z.string().optional() })
      .optional(),
    outcome: outcomeSchema,
    player_of_match: z.array(z.string()).optional(),
  }),
  innings: z.array(inningsSchema),
});

export interface CricsheetPlayer {
  name: string;
  /** Cricsheet Register id (info.registry.people), stable across files */
  registryId?: string;
  /** came in during the match as a replacement (impact player, concussion substitute): not in the announced XI */
  substitute: boolean;
}

export interface CricsheetTeam {
  position: PartyPosition;
  name: string;
  /** everyone who took part, in file order */
  players: CricsheetPlayer[];
}

export interface CricsheetInfo {
  teams: [CricsheetTeam, CricsheetTeam];
  toss?: TossPayload;
  /** ISO dates (YYYY-MM-DD) of the match days; no time of day in Cricsheet */
  dates: string[];
  venue?: string;
  city?: string;
  /** scheduled overs per innings (absent for Tests) */
  overs?: number;
  ballsPerOver: number;
  /** 'T20', 'ODI', 'Test', 'IT20', 'ODM', 'MDM' */
  matchType: string;
  gender?: string;
  season?: string;
  event?: { name: string; matchNumber?: number; stage?: string; group?: string };
  outcome: FeedResult;
  playerOfMatch: string[];
  /** every name of the match → its Cricsheet Register id */
  registry: Record<string, string>;
}

export interface ParsedCricsheet {
  info: CricsheetInfo;
  events: FeedEvent[];
}

/** Parses a Cricsheet document (the JSON text or its already-parsed value). Throws CricsheetError if malformed. */
export function parseCricsheet(input: string | unknown): ParsedCricsheet {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (e) {
      throw new CricsheetError(`Cricsheet: not JSON (${(e as Error).message})`);
    }
  }
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) throw new CricsheetError(`Cricsheet: malformed document\n${z.prettifyError(parsed.error)}`);
  const doc = parsed.data;
  const { info } = doc;
  const [name1, name2] = info.teams as [string, string];
  if (name1 === name2) throw new CricsheetError('Cricsheet: info.teams names the same team twice');
  const partyOf = (team: string, where: string): PartyPosition => {
    if (team === name1) return 1;
    if (team === name2) return 2;
    throw new CricsheetError(`Cricsheet: ${where} names "${team}", which is not one of info.teams`);
  };

  for (const t of Object.keys(info.players)) partyOf(t, 'info.players');
  const registry = info.registry?.people ?? {};
  const cameIn = new Set<string>();
  doc.innings.forEach((inn, i) =>
    inn.overs.forEach((o) =>
      o.deliveries.forEach((d) =>
        d.replacements?.match?.forEach((r) => {
          partyOf(r.team, `innings[${i}] replacement`);
          cameIn.add(`${r.team}\u0000${r.in}`);
        }),
      ),
    ),
  );
  const team = (position: PartyPosition, name: string): CricsheetTeam => {
    const names = info.players[name] ?? [];
    return {
      position,
      name,
      players: names.map((n) => ({
        name: n,
        ...(registry[n] ? { registryId: registry[n] } : {}),
        substitute: cameIn.has(`${name}\u0000${n}`),
      })),
    };
  };
  const teams: [CricsheetTeam, CricsheetTeam] = [team(1, name1), team(2, name2)];
  const toss: TossPayload | undefined = info.toss
    ? { winner: partyOf(info.toss.winner, 'info.toss.winner'), decision: info.toss.decision }
    : undefined;
  const outcome = mapOutcome(info.outcome, partyOf);

  const events: FeedEvent[] = [
    {
      kind: 'lineup',
      payload: {
        parties: teams.map((t) => ({
          position: t.position,
          name: t.name,
          players: t.players.filter((p) => !p.substitute).map((p) => p.name),
          substitutes: t.players.filter((p) => p.substitute).map((p) => p.name),
        })),
      },
    },
  ];
  if (toss) events.push({ kind: 'toss', payload: toss });
  doc.innings.forEach((inn, i) => {
    const innings = i + 1;
    const battingParty = partyOf(inn.team, `innings[${i}].team`);
    const superOver = inn.super_over ?? false;
    events.push({
      kind: 'innings_start',
      payload: {
        innings,
        battingParty,
        superOver,
        ...(inn.target ? { target: { runs: inn.target.runs, ...(inn.target.overs ? { overs: inn.target.overs } : {}) } } : {}),
      },
    });
    for (const o of inn.overs) {
      o.deliveries.forEach((d, k) => {
        if (d.runs.total !== d.runs.batter + d.runs.extras) {
          throw new CricsheetError(`Cricsheet: innings[${i}] over ${o.over} delivery ${k + 1}: runs.total ≠ batter + extras`);
        }
        const ball: CricketBall = {
          innings,
          superOver,
          battingParty,
          over: o.over,
          ball: k + 1,
          batter: d.batter,
          nonStriker: d.non_striker,
          bowler: d.bowler,
          runs: { batter: d.runs.batter, extras: d.runs.extras, total: d.runs.total, ...(d.runs.non_boundary ? { nonBoundary: true } : {}) },
          extras: { ...d.extras },
          wickets: (d.wickets ?? []).map((w) => ({
            kind: w.kind,
            playerOut: w.player_out,
            fielders: (w.fielders ?? []).flatMap((f) => (f.name ? [{ name: f.name, substitute: f.substitute ?? false }] : [])),
          })),
        };
        const replacements = d.replacements?.match;
        if (replacements?.length) {
          ball.replacements = replacements.map((r) => ({
            in: r.in,
            out: r.out,
            party: partyOf(r.team, `innings[${i}] replacement`),
            reason: r.reason,
          }));
        }
        events.push({ kind: 'ball', payload: ball });
      });
    }
  });
  events.push({ kind: 'result', payload: outcome });

  return {
    info: {
      teams,
      ...(toss ? { toss } : {}),
      dates: info.dates,
      ...(info.venue ? { venue: info.venue } : {}),
      ...(info.city ? { city: info.city } : {}),
      ...(info.overs ? { overs: info.overs } : {}),
      ballsPerOver: info.balls_per_over,
      matchType: info.match_type,
      ...(info.gender ? { gender: info.gender } : {}),
      ...(info.season !== undefined ? { season: String(info.season) } : {}),
      ...(info.event
        ? {
            event: {
              name: info.event.name,
              ...(info.event.match_number !== undefined ? { matchNumber: info.event.match_number } : {}),
              ...(info.event.stage ? { stage: info.event.stage } : {}),
              ...(info.event.group ? { group: info.event.group } : {}),
            },
          }
        : {}),
      outcome,
      playerOfMatch: info.player_of_match ?? [],
      registry,
    },
    events,
  };
}

function mapOutcome(
  o: z.infer<typeof outcomeSchema>,
  partyOf: (team: string, where: string) => PartyPosition,
): FeedResult {
  const extra = { ...(o.by ? { margin: o.by } : {}), ...(o.method ? { method: o.method } : {}) };
  if (o.winner) return { type: 'win', winner: partyOf(o.winner, 'info.outcome.winner'), ...extra };
  switch (o.result) {
    case 'tie':
      if (o.eliminator) {
        return { type: 'tie', winner: partyOf(o.eliminator, 'info.outcome.eliminator'), decidedBySuperOver: true, ...extra };
      }
      if (o.bowl_out) return { type: 'tie', winner: partyOf(o.bowl_out, 'info.outcome.bowl_out'), method: 'bowl out' };
      return { type: 'tie', ...extra };
    case 'no result':
      return { type: 'no_result', ...extra };
    case 'draw':
      return { type: 'draw', ...extra };
    default:
      throw new CricsheetError(
        `Cricsheet: info.outcome has neither a winner nor a known result (${JSON.stringify(o.result ?? null)})`,
      );
  }
}
