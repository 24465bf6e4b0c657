/**
 * Single values of Dexie's `settings` table read and written straight through
 * IndexedDB, without Dexie: the app state is restored before the first render
 * and saved while the home route is still loading, and Dexie (30 KB of gzip)
 * must not be on that path (docs/decisions/004-fetch-instead-of-ky.md). Neither function creates the
 * database: Dexie does that, with its schema, when it is first used.
 */
export const DB_NAME = 'pickxi'; // PickxiDb's name (src/lib/db.ts)

/** Open the existing database, or resolve null when it does not exist yet (nothing is created). */
function openExisting(dbName: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(dbName);
    } catch {
      return resolve(null);
    }
    // no database yet: abort, so an empty one is not created under Dexie's name
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const idb = request.result;
      if (idb.objectStoreNames.contains('settings')) return resolve(idb);
      idb.close();
      resolve(null);
    };
  });
}

export async function peekSetting<T>(key: string, dbName = DB_NAME): Promise<T | undefined> {
  const idb = await openExisting(dbName);
  if (!idb) return undefined;
  return new Promise((resolve) => {
    const done = (value: T | undefined) => {
      idb.close();
      resolve(value);
    };
    try {
      const get = idb.transaction('settings', 'readonly').objectStore('settings').get(key);
      get.onsuccess = () => done((get.result as { value?: T } | undefined)?.value);
      get.onerror = () => done(undefined);
    } catch {
      done(undefined);
    }
  });
}

let releaseDexie: () => void = () => undefined;
const dexieAllowed = new Promise<void>((resolve) => {
  releaseDexie = resolve;
});

/** Called once the page may load Dexie (src/main.tsx, after home has shown its list). */
export function allowDexie(): void {
  releaseDexie();
}

/**
 * Store one setting. Written directly when Dexie's database already exists.
 * On a device that has none yet, the write waits until the page may load
 * Dexie (allowDexie), which then creates the database with its schema.
 */
export async function putSetting(key: string, value: unknown, dbName = DB_NAME): Promise<void> {
  const idb = await openExisting(dbName);
  if (!idb) {
    await dexieAllowed;
    const { setSetting } = await import('./db');
    return setSetting(key, value);
  }
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction('settings', 'readwrite');
    tx.objectStore('settings').put({ key, value });
    tx.oncomplete = () => {
      idb.close();
      resolve();
    };
    tx.onerror = tx.onabort = () => {
      idb.close();
      reject(tx.error ?? new Error('settings write aborted'));
    };
  });
}
