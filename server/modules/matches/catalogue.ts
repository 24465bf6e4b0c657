import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { rewardsTotal } from '../../../core/rules/contests';
import { matchHasStarted } from '../../../core/rules/matchClock';
import type { Db } from '../../db/client';
import { challengeMatches, challenges, matches, matchParties, tournaments } from '../../db/schema/challenges';
import { contestConfigs } from '../../db/schema/contests';
import { questions } from '../../db/schema/picks';
import { buildContestsSeed } from '../../db/seed/contests';
import { matchQuestionRows } from '../../db/seed/questions';
import { QUESTION_TEMPLATES } from '../../db/seed/questions-bank';
import { squads } from '../../db/schema/teams';
import { FEED_SPORTS, type FeedFixture } from '../../feeds';
import { draftSquad, teamChallengeId } from './draft';

/**
 * The catalogue of a match the feed announces, made once in one transaction: tournament, match (feed, feed_ref),
 * parties, a prediction challenge with its sport's question bank (each question carries its resolver key), a team
 * challenge (draft mode, game mode 'nostra11', id 100,000,000 + match id: ./draft.ts) with the match's squad and
 * credits when the sport has a draft, and for each challenge the usual spread of contest configs (the demo's
 * templates: free, small rooms, mega, pool, non-guaranteed).
 *
 * Exactly once however many processes see the fixture: the match row is inserted first ON CONFLICT DO NOTHING
 * (primary key and the unique (feed, feed_ref)); a process that gets no row back made nothing and stops, and a
 * concurrent one waits on the conflicting row until the first commits.
 */

const TEAM_IMAGES_DIR = path.resolve('public/img/teams');
const GENERIC_PARTY_IMG = '/img/teams/generic.svg';

/** The crest file of a known team (public/img/teams/<kebab-name>.svg), else the generic crest. */
export function partyImageUrl(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return existsSync(path.join(TEAM_IMAGES_DIR, `${slug}.svg`)) ? `/img/teams/${slug}.svg` : GENERIC_PARTY_IMG;
}

export function challengeName(fixture: FeedFixture): string {
  return fixture.parties.map((p) => p.name).join(' vs ');
}

/** Creates the match's catalogue; false when it already existed (made by an earlier tick or another process). */
export async function createFeedMatch(db: Db, feed: string, fixture: FeedFixture, now: Date): Promise<boolean> {
  const sportsId = FEED_SPORTS[fixture.sport];
  return db.transaction(async (tx) => {
    await tx.insert(tournaments).values({ tournamentId: fixture.tournament.id, name: fixture.tournament.name, sportsId }).onConflictDoNothing();
    const created = await tx
      .insert(matches)
      .values({ matchId: fixture.id, sportsId, tournamentId: fixture.tournament.id, startTime: fixture.startTime, status: 'scheduled', feed, feedRef: fixture.ref })
      .onConflictDoNothing()
      .returning({ matchId: matches.matchId });
    if (created.length === 0) return false;

    await tx.insert(matchParties).values(
      fixture.parties.map((p) => ({ matchId: fixture.id, position: p.position, partyName: p.name, partyImgUrl: partyImageUrl(p.name) })),
    );
    const single = fixture.parties.length === 1;
    const challengeOf = (challengeId: number, gameMode: 'prediction' | 'nostra11') => {
      const configs = buildContestsSeed({ challenges: [{ challengeId }] });
      return {
        configs,
        row: {
          challengeId,
          name: challengeName(fixture),
          gameMode,
          sportsId,
          startTime: fixture.startTime,
          prizeMoneyPaise: Math.max(0, ...configs.map((c) => rewardsTotal(c.rewards ?? []))),
          isSingleParty: single,
          singlePartyImgUrl: single ? partyImageUrl(fixture.parties[0]!.name) : null,
          status: matchHasStarted(fixture.startTime, now) ? ('live' as const) : ('open' as const),
        },
      };
    };
    // the prediction challenge, for a sport with a question bank (every sport has one)
    if (QUESTION_TEMPLATES[sportsId]) {
      const prediction = challengeOf(fixture.id, 'prediction');
      await tx.insert(challenges).values(prediction.row);
      await tx.insert(challengeMatches).values({ challengeId: fixture.id, matchId: fixture.id, position: 1 });
      await tx.insert(questions).values(matchQuestionRows(fixture.id, sportsId, fixture.parties.map((p) => p.name)));
      await tx.insert(contestConfigs).values(prediction.configs);
    }
    // the team challenge (draft mode), when the match has a squad a team can be built from
    const squad = await draftSquad(tx, feed, fixture);
    if (squad) {
      const team = challengeOf(teamChallengeId(fixture.id), 'nostra11');
      await tx.insert(challenges).values(team.row);
      await tx.insert(challengeMatches).values({ challengeId: team.row.challengeId, matchId: fixture.id, position: 1 });
      await tx.insert(squads).values(squad);
      await tx.insert(contestConfigs).values(team.configs);
    }
    return true;
  });
}

/** Matches of this feed the game already knows, by feed_ref. */
export async function knownRefs(db: Db, feed: string, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ ref: matches.feedRef })
    .from(matches)
    .where(and(eq(matches.feed, feed), inArray(matches.feedRef, [...refs])));
  return new Set(rows.map((r) => r.ref ?? ''));
}
