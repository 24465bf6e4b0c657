/**
 * Basketball's play vocabulary. Basketball has draft (team) challenges only and no prediction question bank, so
 * there are no resolvers here; the fantasy scorer (core/rules/fantasy/basketball.ts) reads these plays, and the
 * simulator and any provider adapter emit exactly these. Four 10-minute quarters (FIBA), periods 1–4, overtime
 * periods 5, 6, …; `minute` is the game clock (1–40, 41+ in overtime).
 *
 * - 'basket'        party = the scoring side, player = the scorer, period, minute, value = points (1 a free throw,
 *                   2, 3), detail.assist (the passer's name, when there is one)
 * - 'rebound'       party, player, period, minute, detail.offensive (boolean)
 * - 'steal'         party = the side that won the ball, player, period, minute
 * - 'block'         party = the blocker's side, player, period, minute
 * - 'turnover'      party = the side that lost the ball, player, period, minute
 * - 'substitution'  party, player = the player coming on, detail.out = the player going off, period, minute
 * - 'quarter_end'   period = the period that just ended
 */
export const BASKETBALL_PLAYS = ['basket', 'rebound', 'steal', 'block', 'turnover', 'substitution', 'quarter_end'] as const;
export type BasketballPlayType = (typeof BASKETBALL_PLAYS)[number];
