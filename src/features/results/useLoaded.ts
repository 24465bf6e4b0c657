/** The results screens' import path of the live-screen loading hook, which is shared plumbing (src/lib/useLoaded.ts). */
export { idParam, LIVE_POLL_MS, useLoaded, type LoadState } from '../../lib/useLoaded';
