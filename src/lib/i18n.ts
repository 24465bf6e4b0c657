import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setSetting } from './db';

/**
 * i18next with English bundled (locales/en/*.json, one namespace per
 * feature) and Hindi loaded on demand as its own chunk, which the service
 * worker precaches so Hindi keeps working offline once loaded.
 */
export type Language = 'en' | 'hi';
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

type Bundle = Record<string, unknown>;

const english = import.meta.glob<Bundle>('../../locales/en/*.json', { eager: true, import: 'default' });
const hindi = import.meta.glob<Bundle>('../../locales/hi/*.json', { import: 'default' });

const nsOf = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');

function resources(): Record<string, Bundle> {
  const out: Record<string, Bundle> = {};
  for (const [path, bundle] of Object.entries(english)) out[nsOf(path)] = bundle;
  return out;
}

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'hi' ? 'hi' : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function loadHindi(): Promise<void> {
  if (i18next.hasResourceBundle('hi', 'common')) return;
  const entries = await Promise.all(Object.entries(hindi).map(async ([path, load]) => [nsOf(path), await load()] as const));
  for (const [ns, bundle] of entries) i18next.addResourceBundle('hi', ns, bundle, true, true);
}

let ready: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  ready ??= (async () => {
    const en = resources();
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      ns: Object.keys(en),
      defaultNS: 'common',
      resources: { en },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    const lang = storedLanguage();
    if (lang !== 'en') await applyLanguage(lang);
    else document.documentElement.lang = 'en';
  })();
  return ready;
}

/** Switch the UI language (loads Hindi first if needed); <html lang> follows. */
export async function applyLanguage(lang: Language): Promise<void> {
  if (lang === 'hi') {
    try {
      await loadHindi();
    } catch (e) {
      // Offline and never loaded: stay in English rather than show raw keys.
      console.warn('Hindi could not be loaded', e);
      return;
    }
  }
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** Remember the choice on this device (localStorage for a sync start, Dexie for the rest of the app). */
export async function saveLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  await setSetting(LANGUAGE_KEY, lang).catch((e: unknown) => console.warn('language setting not saved', e));
  await applyLanguage(lang);
}

export function currentLanguage(): Language {
  return i18next.language === 'hi' ? 'hi' : 'en';
}

export { i18next };
