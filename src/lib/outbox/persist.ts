/**
 * Asks the browser to keep our IndexedDB and caches under storage pressure
 * (docs/architecture.md, What stays off the device). Without it an unsent outbox may be evicted on a full
 * phone. Chrome grants it silently to installed/engaged sites; a refusal is
 * not an error.
 */
export async function requestPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (storage.persisted && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
