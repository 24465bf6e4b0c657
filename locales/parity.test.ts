import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * English and Hindi must have the same files and the same nested keys, and
 * every Hindi text must keep the English text's {{placeholders}}.
 */
const root = import.meta.dirname;
const files = (lang: string) => readdirSync(join(root, lang)).filter((f) => f.endsWith('.json')).sort();
const load = (lang: string, file: string): unknown => JSON.parse(readFileSync(join(root, lang, file), 'utf8'));

export function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const devanagari = /[\u0900-\u097F]/;
/** Names that stay in Latin script in Hindi: the brand, and "English" in the language chooser. */
const LATIN_ALLOWED = new Set(['common.json:appName', 'profile.json:language.english']);

describe('locale parity', () => {
  it('en and hi hold the same files', () => {
    expect(files('hi')).toEqual(files('en'));
    expect(files('en').length).toBeGreaterThan(0);
  });

  describe.each(files('en'))('%s', (file) => {
    const en = flatten(load('en', file));
    const hi = flatten(load('hi', file));

    it('has identical keys, nested keys included', () => {
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('keeps the placeholders of every text', () => {
      for (const [key, text] of en) expect({ key, p: placeholders(hi.get(key) ?? '') }).toEqual({ key, p: placeholders(text) });
    });

    it('is translated: a Hindi text in Latin script only is an allowed name', () => {
      const untranslated = [...hi.entries()]
        .filter(([, t]) => /[A-Za-z]{2}/.test(t.replace(/\{\{\s*\w+\s*\}\}/g, '')) && !devanagari.test(t))
        .map(([key]) => `${file}:${key}`)
        .filter((key) => !LATIN_ALLOWED.has(key));
      expect(untranslated).toEqual([]);
    });
  });

  it('flatten sees nested keys', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 'y' } } }).keys()]).toEqual(['a.b', 'a.c.d']);
  });
});
