/** Test-only fixtures for the picks feature (not imported by app code). */
import type { QuestionsResponse } from '../../../core/api/picks';

export const CHALLENGE_ID = 79639;
export const ROOM_ID = 501;

/** One match of `count` two-option questions; questions 3 and 7 are poll questions. */
export function questionsResponse(overrides: Partial<QuestionsResponse> = {}, count = 14, startsInMs = 3_600_000): QuestionsResponse {
  const matchId = 41002;
  return {
    challenge_id: CHALLENGE_ID,
    room_id: ROOM_ID,
    draft_num: null,
    matches: [
      {
        match_id: matchId,
        match_name: 'Mumbai Mariners vs Chennai Chargers',
        start_time: Date.now() + startsInMs,
        locked: false,
        questions: Array.from({ length: count }, (_, i) => ({
          question_id: matchId * 100 + i + 1,
          match_id: matchId,
          text: { en: `Question ${i + 1}?`, hi: `सवाल ${i + 1}?` },
          options: [
            { key: 'A', text: { en: `Yes ${i + 1}`, hi: `हाँ ${i + 1}` } },
            { key: 'B', text: { en: `No ${i + 1}`, hi: `नहीं ${i + 1}` } },
          ],
          is_poll: i === 2 || i === 6,
          points: { right: 10, wrong: -5 },
          pick: { answer: null, answer_time: null, powerups: [] },
        })),
      },
    ],
    powerups: { '2x': 3, no_negs: 3, player_poll: 3 },
    allotted_powerups: { '2x': 3, no_negs: 3, player_poll: 3 },
    appliedPowerups: { '2x': 0, no_negs: 0, player_poll: 0 },
    poll: [],
    rules: {
      picks_per_set: 12,
      picks_scope: 'set',
      powerups_required: 6,
      free_powerups: { '2x': 3, no_negs: 3, player_poll: 3 },
      reset_defaults: { '2x': 0, no_negs: 3, player_poll: 3 },
      no_negs_right_points: 10,
    },
    ...overrides,
  };
}
