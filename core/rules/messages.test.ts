import { describe, expect, it } from 'vitest';
import picksEn from '../../locales/en/picks.json';
import powerupsEn from '../../locales/en/powerups.json';
import { PICK_RULE_CODES, answerQuestion, buildSetFromAnswers, applyPowerup, checkCanJoin, checkSetComplete, createPickSet, picksSettings, removePowerup } from './picks';
import { POWERUP_TYPES, TRANSFER_ERROR_CODES, validateTransfer, zeroCounts } from './powerups';

/** The rules' English messages (the envelope's message) and the PWA's English locale must say the same. */
const interpolate = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));

describe('rule messages match the English locale', () => {
  it('every pick rule code has a text in locales/en/picks.json', () => {
    expect(Object.keys(picksEn.errors).sort()).toEqual([...PICK_RULE_CODES].sort());
  });
  it('every transfer code has a text in locales/en/powerups.json, and every type a name', () => {
    for (const code of TRANSFER_ERROR_CODES) expect(powerupsEn.errors[code]).toBeTruthy();
    expect(Object.keys(powerupsEn.names).sort()).toEqual([...POWERUP_TYPES].sort());
  });
  it('the texts the rules produce are the locale texts', () => {
    const q = { question_id: 1, match_id: 1, is_poll: false, optionKeys: ['A'] };
    const s = createPickSet([q, { ...q, question_id: 2, is_poll: true }]);
    const with2x = applyPowerup(s, 1, '2x');
    const polled = applyPowerup(s, 2, 'player_poll');
    if (!with2x.ok || !polled.ok) throw new Error('setup refused');
    const empty = createPickSet([q], picksSettings({ freePowerups: zeroCounts() }));
    const pick = { question_id: 1, answer: 'A', answer_time: 1, powerups: [] };
    const refusals = [
      applyPowerup(with2x.value, 1, '2x'),
      applyPowerup(polled.value, 2, 'player_poll'),
      applyPowerup(empty, 1, 'no_negs'),
      buildSetFromAnswers([q], [pick, pick], zeroCounts()),
      answerQuestion(s, 9, 'A', 1),
      answerQuestion(s, 1, 'B', 1),
      applyPowerup(s, 1, 'player_poll'),
      removePowerup(s, 1, '2x'),
      removePowerup(s, 2, 'player_poll'),
      checkSetComplete(s),
      checkCanJoin(s),
    ];
    expect(new Set(refusals.map((r) => !r.ok && r.error.code)).size).toBe(PICK_RULE_CODES.length);
    for (const r of refusals) {
      if (r.ok) throw new Error('expected a refusal');
      expect(r.error.key).toBe(`picks:errors.${r.error.code}`);
      expect(interpolate(picksEn.errors[r.error.code], r.error.params)).toBe(r.error.message);
    }
    const t = validateTransfer({ maxTransferLimit: zeroCounts(), alreadyTransferred: zeroCounts(), userBalance: zeroCounts() }, zeroCounts());
    if (t.ok) throw new Error('expected a refusal');
    expect(powerupsEn.errors[t.error.code]).toBe(t.error.message);
  });
});
