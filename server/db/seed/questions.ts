import { inArray } from 'drizzle-orm';
import { PER_MATCH_PICKS_SETTINGS } from '../../../core/rules/picks';
import { matches } from '../schema/challenges';
import { picksChallengeSettings, questions, type NewPicksChallengeSettings, type NewQuestion } from '../schema/picks';
import type { SeedDb } from './db';
import type { DemoSeed } from './demo-data';
import { PARTY_NAMES_HI, QUESTION_TEMPLATES } from './questions-bank';

/**
 * Demo prediction questions and per-challenge pick settings, built from the demo catalogue.
 *
 * - every match of every prediction challenge gets its sport's questions (12–18, some poll ones);
 * - 79641 (India vs Australia, 2nd ODI) uses the other reading of the spec: 15 picks per match
 *   (cricket has 18 questions, so a 15-pick set fits);
 * - 79660 (Patna Pythons vs Pune Pumas, kabaddi) has the powerup bank disabled;
 * - everything else: 12 picks and 6 powerups, bank enabled with the default transfer limit.
 *
 * Question ids are stable: match_id * 100 + position.
 */

export const PER_MATCH_DEMO_CHALLENGE_ID = 79641;
export const BANK_DISABLED_DEMO_CHALLENGE_ID = 79660;

export interface QuestionsSeed {
  questions: NewQuestion[];
  settings: NewPicksChallengeSettings[];
}

/**
 * One match's questions from its sport's bank, `{A}`/`{B}` filled with its parties (home first). Used by the demo
 * seed and by the catalogue the match feed makes (server/modules/matches). Throws for a sport without a bank.
 */
export function matchQuestionRows(matchId: number, sportsId: number, partyNames: readonly string[]): NewQuestion[] {
  const templates = QUESTION_TEMPLATES[sportsId];
  if (!templates) throw new Error(`questions: no questions for sport ${sportsId}`);
  const en = { A: partyNames[0] ?? '', B: partyNames[1] ?? partyNames[0] ?? '' };
  const hi = { A: PARTY_NAMES_HI[en.A] ?? en.A, B: PARTY_NAMES_HI[en.B] ?? en.B };
  const fill = (s: string, names: { A: string; B: string }) => s.replaceAll('{A}', names.A).replaceAll('{B}', names.B);
  return templates.map((t, i) => {
    const [right, wrong] = t.points ?? [10, -5];
    return {
      questionId: matchId * 100 + i + 1,
      matchId,
      position: i + 1,
      textEn: fill(t.en, en),
      textHi: fill(t.hi, hi),
      options: t.options.map(([key, oEn, oHi]) => ({ key, text: { en: fill(oEn, en), hi: fill(oHi, hi) } })),
      isPoll: t.poll ?? false,
      pointsRight: right,
      pointsWrong: wrong,
      resolver: t.resolver,
      resolverParams: t.params ? { ...t.params } : null,
    };
  });
}

export function buildQuestionsSeed(seed: DemoSeed): QuestionsSeed {
  const prediction = new Set(seed.challenges.filter((c) => c.gameMode === 'prediction').map((c) => c.challengeId));
  const matchIds = [...new Set(seed.challengeMatches.filter((l) => prediction.has(l.challengeId)).map((l) => l.matchId))];
  const rows: NewQuestion[] = [];
  for (const matchId of matchIds) {
    const match = seed.matches.find((m) => m.matchId === matchId);
    if (!match) throw new Error(`questions seed: unknown match ${matchId}`);
    const parties = seed.matchParties
      .filter((p) => p.matchId === matchId)
      .sort((a, b) => a.position - b.position)
      .map((p) => p.partyName);
    rows.push(...matchQuestionRows(matchId, match.sportsId, parties));
  }
  const settings: NewPicksChallengeSettings[] = [];
  if (prediction.has(PER_MATCH_DEMO_CHALLENGE_ID)) {
    settings.push({
      challengeId: PER_MATCH_DEMO_CHALLENGE_ID,
      settings: { picksPerSet: PER_MATCH_PICKS_SETTINGS.picksPerSet, picksScope: PER_MATCH_PICKS_SETTINGS.picksScope },
    });
  }
  if (prediction.has(BANK_DISABLED_DEMO_CHALLENGE_ID)) {
    settings.push({ challengeId: BANK_DISABLED_DEMO_CHALLENGE_ID, bankEnabled: false });
  }
  return { questions: rows, settings };
}

/**
 * Inserts the demo questions and settings. Idempotent (ON CONFLICT DO NOTHING) and batched: one SELECT
 * for the matches that exist (a catalogue seeded by an older build may lack some), then one multi-row
 * INSERT per table.
 */
export async function seedDemoQuestions(db: SeedDb, seed: DemoSeed): Promise<{ questions: number }> {
  const built = buildQuestionsSeed(seed);
  const wanted = [...new Set(built.questions.map((q) => q.matchId))];
  if (wanted.length === 0) return { questions: 0 };
  const present = new Set(
    (await db.select({ id: matches.matchId }).from(matches).where(inArray(matches.matchId, wanted))).map((r) => r.id),
  );
  const rows = built.questions.filter((q) => present.has(q.matchId));
  if (rows.length > 0) await db.insert(questions).values(rows).onConflictDoNothing();
  if (built.settings.length > 0) await db.insert(picksChallengeSettings).values(built.settings).onConflictDoNothing();
  return { questions: rows.length };
}
