import { startLauncherSandbox } from './server';

/**
 * `npm run launcher-sandbox` — the sandbox partner launcher. Settings (environment):
 *   LAUNCHER_PORT   its port (default 4355); open http://localhost:<port>
 *   PICKXI_URL      where PickXI runs (default http://localhost:3000)
 *   LAUNCHER_HOST_ID  the id PickXI knows it by (default sandbox)
 * Then start PickXI with PARTNER_HOSTS=sandbox=http://localhost:<port> (the page shows the exact value).
 */
const port = Number(process.env.LAUNCHER_PORT ?? 4355);
const pickxiUrl = process.env.PICKXI_URL ?? 'http://localhost:3000';
const hostId = process.env.LAUNCHER_HOST_ID ?? 'sandbox';

const launcher = await startLauncherSandbox({ port, pickxiUrl, hostId });
console.info(`Sandbox launcher at ${launcher.origin} (PickXI at ${pickxiUrl}).`);
console.info(`Start PickXI with PARTNER_HOSTS=${hostId}=${launcher.origin}`);

const stop = () => void launcher.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
