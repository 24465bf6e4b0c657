import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enErrors from '../../locales/en/errors.json';
import hiErrors from '../../locales/hi/errors.json';
import enPicks from '../../locales/en/picks.json';
import hiPicks from '../../locales/hi/picks.json';
import { errorText, isNetwork, isRefusal, refusalText, shownByPopup } from './errorText';
import type { ApiFailure } from './http';

/** The one error text (docs/architecture.md, "Errors the player sees") with the real locale files. */
let en: TFunction;
let hi: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { errors: enErrors, picks: enPicks }, hi: { errors: hiErrors, picks: hiPicks } },
    interpolation: { escapeValue: false },
  });
  en = i18n.getFixedT('en');
  hi = i18n.getFixedT('hi');
});

const network: ApiFailure = { kind: 'network', message: 'Failed to fetch' };
const serverDown: ApiFailure = { kind: 'http', httpStatus: 503, code: 'INTERNAL', message: 'upstream timed out' };
const refusal = (code: string | undefined, message = 'server words', extra: Partial<ApiFailure> = {}): ApiFailure => ({
  kind: 'http',
  httpStatus: 409,
  ...(code !== undefined ? { code } : {}),
  message,
  ...extra,
});

describe('errorText', () => {
  it('no reply: the one offline text, in English and Hindi', () => {
    expect(errorText(en, network)).toBe('You seem to be offline. Please check your connection.');
    expect(errorText(hi, network)).toBe(hiErrors.NETWORK);
    expect(hiErrors.NETWORK).toMatch(/[\u0900-\u097F]/);
    // an outbox item's settled error says NETWORK by code
    expect(errorText(en, { code: 'NETWORK' })).toBe(enErrors.NETWORK);
  });

  it("a server failure: the spec's 'Something went wrong!!!', never the server's own words", () => {
    expect(errorText(en, serverDown)).toBe('Something went wrong!!!');
    expect(errorText(hi, serverDown)).toBe('कुछ गलत हो गया!!!');
    expect(errorText(en, { kind: 'http', httpStatus: 500, code: 'SOMETHING_NEW', message: 'stack trace' })).toBe('Something went wrong!!!');
    expect(errorText(en, { kind: 'http', httpStatus: 502, message: 'Bad Gateway' })).toBe('Something went wrong!!!');
    expect(errorText(en, {})).toBe('Something went wrong!!!');
  });

  it('a 5xx whose code has a text meant for the player shows that text', () => {
    expect(errorText(en, { kind: 'http', httpStatus: 503, code: 'HOST_UNAVAILABLE', message: 'x' })).toBe(enErrors.HOST_UNAVAILABLE);
  });

  it("a refusal: the code's text in the player's language, else the server's message", () => {
    expect(errorText(en, refusal('NICK_TAKEN'))).toBe('Nick already exists!');
    expect(errorText(hi, refusal('NICK_TAKEN'))).toBe(hiErrors.NICK_TAKEN);
    expect(errorText(en, refusal('A_CODE_WITH_NO_TEXT', 'Your bank rejected this account'))).toBe('Your bank rejected this account');
    expect(errorText(en, refusal(undefined, 'Account disabled'))).toBe('Account disabled');
    expect(errorText(en, refusal('A_CODE_WITH_NO_TEXT', '  '))).toBe('Something went wrong!!!');
  });

  it("serverWords: the refusal's message as it came wins (docs/product.md: other login errors, payout details)", () => {
    expect(errorText(en, refusal('BANK_ALREADY_EXISTS', 'Bank already exists for this user'), { serverWords: true })).toBe('Bank already exists for this user');
    expect(errorText(en, refusal('BANK_ALREADY_EXISTS', ''), { serverWords: true })).toBe(enErrors.BANK_ALREADY_EXISTS);
    // never a 5xx's message, never for no reply
    expect(errorText(en, serverDown, { serverWords: true })).toBe('Something went wrong!!!');
    expect(errorText(en, network, { serverWords: true })).toBe(enErrors.NETWORK);
  });

  it("a feature's own wording of a code comes first (ns), the app's otherwise", () => {
    expect(errorText(en, { code: 'UNKNOWN_QUESTION' }, { ns: 'picks' })).toBe(enPicks.errors.UNKNOWN_QUESTION);
    expect(errorText(en, { code: 'UNKNOWN_QUESTION' })).toBe(enErrors.UNKNOWN_QUESTION);
    expect(errorText(hi, { code: 'MATCH_LOCKED' }, { ns: 'picks' })).toBe(hiErrors.MATCH_LOCKED);
    expect(errorText(en, { code: 'SET_INCOMPLETE' }, { ns: 'picks', params: { picks: 5, powerups: 2 } })).toBe(
      'You must make all 5 picks & apply 2 powerups to save your set & use it to join contests',
    );
  });

  it('a throttle says how many seconds to wait', () => {
    const locked = refusal('LOGIN_LOCKED', 'x', { httpStatus: 429, data: { retry_after_seconds: 42 } });
    expect(errorText(en, locked)).toBe('Too many wrong tries. Please try again in 42 seconds.');
    expect(errorText(hi, locked)).toContain('42');
  });
});

describe('kinds of failure', () => {
  it('network, refusal, and what the popup has shown', () => {
    expect([isNetwork(network), isRefusal(network), shownByPopup(network)]).toEqual([true, false, false]);
    expect([isNetwork(serverDown), isRefusal(serverDown), shownByPopup(serverDown)]).toEqual([false, false, true]);
    expect([isNetwork(refusal('ROOM_FULL')), isRefusal(refusal('ROOM_FULL')), shownByPopup(refusal('ROOM_FULL'))]).toEqual([false, true, false]);
    expect(isRefusal({ code: 'MATCH_LOCKED' })).toBe(true);
    expect(isRefusal({ code: 'INTERNAL' })).toBe(false);
  });

  it("refusalText: null for a 5xx (handleErrors 'refusals' raised the popup), the text otherwise", () => {
    expect(refusalText(en, serverDown)).toBeNull();
    expect(refusalText(en, network)).toBe(enErrors.NETWORK);
    expect(refusalText(en, refusal('EMAIL_TAKEN'))).toBe('Email is already registered!');
  });
});
