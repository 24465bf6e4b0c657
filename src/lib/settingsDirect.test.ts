import { afterEach, describe, expect, it } from 'vitest';
import { db, getSetting, setSetting } from './db';
import { allowDexie, DB_NAME, peekSetting, putSetting } from './settingsDirect';

describe('settings without Dexie', () => {
  afterEach(async () => {
    await db.settings.clear();
  });

  it('reads a value Dexie stored, and undefined for a missing key', async () => {
    await setSetting('appState', { homeTab: 1 });
    expect(await peekSetting('appState')).toEqual({ homeTab: 1 });
    expect(await peekSetting('nothing-here')).toBeUndefined();
  });

  it('writes a value Dexie reads back', async () => {
    await db.open();
    await putSetting('appState', { homeTab: 1, contestTab: 2 });
    expect(await getSetting('appState')).toEqual({ homeTab: 1, contestTab: 2 });
  });

  it('never creates a database that does not exist yet, so Dexie creates it with its schema', async () => {
    const name = 'pickxi-peek-never-created';
    expect(await peekSetting('appState', name)).toBeUndefined();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it('hands a first write on a new device to Dexie, which creates the database', async () => {
    await db.delete({ disableAutoOpen: false });
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
    let written = false;
    const write = putSetting('language', 'hi').then(() => {
      written = true;
    });
    // until the page may load Dexie (after home painted), the write waits and creates nothing
    // a few IndexedDB round trips later, still nothing (no sleeps: the write is gated, not timed)
    for (let i = 0; i < 3; i++) expect(await peekSetting('language')).toBeUndefined();
    expect(written).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
    allowDexie();
    await write;
    expect(await getSetting('language')).toBe('hi');
  });

  it('closes its connections: Dexie can still open the database afterwards', async () => {
    expect(DB_NAME).toBe(db.name);
    await peekSetting('appState');
    db.close();
    await db.open();
    await setSetting('k', 1);
    expect(await peekSetting('k')).toBe(1);
  });
});
