import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import resultsEn from '../../../locales/en/results.json';
import commonHi from '../../../locales/hi/common.json';
import resultsHi from '../../../locales/hi/results.json';
import type { MyMatch, MyMatchMatch } from '../../../core/api/results';
import { myMatch } from './test-fixtures';
import { myMatchStatus, myMatchStatusText } from './myMatchStatus';

const NOW = 1_776_348_000_000;
const MIN = 60_000;

const i18n = i18next.createInstance();
let en: TFunction;
let hi: TFunction;
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { common: commonEn, results: resultsEn }, hi: { common: commonHi, results: resultsHi } },
    interpolation: { escapeValue: false },
  });
  en = i18n.getFixedT('en');
  hi = i18n.getFixedT('hi');
});

const base = myMatch().matches[0]!;
const match = (over: Partial<MyMatchMatch>): MyMatchMatch => ({ ...base, ...over });
const completed = (pointsFinalAt: number | null, over: Partial<MyMatchMatch> = {}) =>
  match({ status: 'completed', points_final_at: pointsFinalAt, score: { parties: base.score!.parties, status: 'Pune Pumas won by 6 points' }, ...over });
const live = (matches: MyMatchMatch[], status: MyMatch['status'] = 'live'): MyMatch => myMatch({ status, matches });
const text = (c: MyMatch, now = NOW, t = en) => myMatchStatusText(t, myMatchStatus(c, now));

describe('my match card status', () => {
  it('a live match: Live', () => {
    expect(text(live([match({ status: 'live' })]))).toBe('Live');
  });

  it('a completed match whose points are not final: a countdown to when they are, instead of Live', () => {
    const c = live([completed(NOW + 72 * MIN)]);
    expect(myMatchStatus(c, NOW)).toEqual({ kind: 'pointsFinalIn', left: { kind: 'hours', hours: 1, minutes: 12 } });
    expect(text(c)).toBe('Completed · points final in 1 h 12 m');
    expect(text(c, NOW, hi)).toBe('पूरा हुआ · अंक 1 घं 12 मि में अंतिम होंगे');
  });

  it('minutes only under an hour, rounded up (never "0 m" while time is left)', () => {
    expect(text(live([completed(NOW + 12 * MIN)]))).toBe('Completed · points final in 12 m');
    expect(text(live([completed(NOW + 11 * MIN + 1)]))).toBe('Completed · points final in 12 m');
    expect(text(live([completed(NOW + 1000)]))).toBe('Completed · points final in 1 m');
    expect(text(live([completed(NOW + 60 * MIN)]))).toBe('Completed · points final in 1 h 0 m');
  });

  it('"soon" once the time has passed but the match has not moved to points_final yet', () => {
    expect(text(live([completed(NOW)]))).toBe('Completed · points final soon');
    expect(text(live([completed(NOW - 5 * MIN)]))).toBe('Completed · points final soon');
    expect(text(live([completed(NOW - 5 * MIN)]), NOW, hi)).toBe('पूरा हुआ · अंक जल्द ही अंतिम होंगे');
  });

  it('counts down to the last completed match of the challenge; a match still live keeps it Live', () => {
    const second = (over: Partial<MyMatchMatch>) => ({ ...over, match_id: base.match_id + 1 });
    expect(text(live([completed(NOW + 5 * MIN), completed(NOW + 90 * MIN, second({}))]))).toBe('Completed · points final in 1 h 30 m');
    expect(text(live([completed(NOW + 5 * MIN), match(second({ status: 'live' }))]))).toBe('Live');
    expect(text(live([completed(NOW + 5 * MIN), match(second({ status: 'points_final', points_final_at: NOW - MIN }))]))).toBe('Completed · points final in 5 m');
  });

  it('points final or settled (the challenge not settled yet): what it showed before, Live', () => {
    expect(text(live([match({ status: 'points_final', points_final_at: NOW - MIN })]))).toBe('Live');
    expect(text(live([match({ status: 'settled', points_final_at: NOW - MIN })]))).toBe('Live');
    expect(text(live([match({ status: 'settled' })], 'completed'))).toBe('Completed');
  });

  it('a completed match without its time (none stored): just Completed', () => {
    expect(text(live([completed(null)]))).toBe('Completed');
  });

  it('other challenge statuses are unchanged', () => {
    expect(text(live([match({ status: 'scheduled' })], 'open'))).toBe('Upcoming');
    expect(text(live([match({ status: 'abandoned' })], 'cancelled'))).toBe('Cancelled');
  });
});
