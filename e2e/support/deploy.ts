import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * "Deploys a new build" under the running e2e server: the service worker script in the served build
 * (STATIC_DIR, see playwright.config.ts) gets new bytes, so the browser's next update check installs a new
 * version next to the running one. The precompressed copies are set aside (the server would serve them
 * instead). `undo()` puts the original build back.
 */
export function deployNewServiceWorker(): { undo: () => void } {
  const dir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/web');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((f) => path.join(dir, f));
  const saved = files.map((f) => (existsSync(f) ? readFileSync(f) : null));
  for (const f of files.slice(1)) rmSync(f, { force: true });
  writeFileSync(files[0]!, `${saved[0]!.toString()}\n// redeployed ${Date.now()}\n`);
  return {
    undo() {
      files.forEach((f, i) => {
        const original = saved[i];
        if (original) writeFileSync(f, original);
        else rmSync(f, { force: true });
      });
    },
  };
}
