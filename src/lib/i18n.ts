import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next, one namespace per feature (locales/<lang>/<feature>.json).
 * English namespaces the first screens need are bundled; every other
 * namespace, and all of Hindi, loads on demand through a tiny backend over
 * Vite's import.meta.glob, one chunk per file. So new features' texts never
 * grow the home route's JS, and the service worker's precache of those
 * chunks keeps Hindi working offline once the app was installed.
 */
export type Language = 'en' | 'hi';
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

type Bundle = Record<string, unknown>;

/**
 * Namespaces the landing and home screens and the app shell use. The error texts (one per error code of every
 * feature, so they only grow) are not among them: they load right after home has shown (`loadErrorTexts`).
 */
const startup = import.meta.glob<Bundle>('../../locales/en/{common,auth,challenges,onboarding}.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Bundle>(['../../locales/*/*.json', '!../../locales/en/{common,auth,challenges,onboarding}.json'], {
  import: 'default',
});

const nsOf = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');

const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, done: (err: unknown, data: Bundle | null) => void) {
    const load = onDemand[`../../locales/${lng}/${ns}.json`];
    // a bundled English namespace is never requested; an unknown one is empty
    if (!load) return done(null, {});
    load().then(
      (bundle) => done(null, bundle),
      (err: unknown) => done(err, null),
    );
  },
};

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'hi' ? 'hi' : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let ready: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  ready ??= (async () => {
    const en: Record<string, Bundle> = {};
    for (const [path, bundle] of Object.entries(startup)) en[nsOf(path)] = bundle;
    await i18next.use(lazyBackend).use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      ns: Object.keys(en),
      defaultNS: 'common',
      resources: { en },
      // bundled English plus the backend for the rest
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    const lang = storedLanguage();
    if (lang !== 'en') await applyLanguage(lang);
    else document.documentElement.lang = 'en';
  })();
  return ready;
}

/** The error texts (errors namespace) of the current language: loaded once home has shown, or when first needed. */
export function loadErrorTexts(): Promise<unknown> {
  return i18next.loadNamespaces('errors');
}

/** Switch the UI language (loads Hindi first if needed); <html lang> follows. */
export async function applyLanguage(lang: Language): Promise<void> {
  // Loads this language's copy of every namespace in use; missing texts fall back to English.
  await i18next.changeLanguage(lang);
  if (lang !== 'en' && !i18next.hasResourceBundle(lang, 'common')) {
    // Offline and never loaded: stay in English rather than half-translated.
    console.warn(`${lang} texts could not be loaded`);
    await i18next.changeLanguage('en');
    document.documentElement.lang = 'en';
    return;
  }
  document.documentElement.lang = lang;
}

/** Remember the choice on this device (localStorage for a sync start, Dexie for the rest of the app). */
export async function saveLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  // Dexie is imported here, not at startup: it stays off the home route's critical JS
  await import('./db')
    .then(({ setSetting }) => setSetting(LANGUAGE_KEY, lang))
    .catch((e: unknown) => console.warn('language setting not saved', e));
  await applyLanguage(lang);
}

export function currentLanguage(): Language {
  return i18next.language === 'hi' ? 'hi' : 'en';
}

export { i18next };
