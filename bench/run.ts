/**
 * npm run bench [-- section ...]
 * Every figure is printed as a ratio against a reference measured in the same run.
 */
import { benchChallengeList } from './api';
import { benchBundle } from './bundle';
import { benchJoinStorm } from './joins';
import { benchLighthouse } from './lighthouse';
import { benchMega } from './mega';
import { benchMegaRoom } from './mega-room';
import { benchBulkAnswers } from './picks';
import { benchResults } from './results';
import { benchTeamMega } from './team-mega';
import { benchTeams } from './teams';
import { benchLedger, benchWalletRead } from './wallet';

const sections: Record<string, () => Promise<void>> = {
  api: benchChallengeList,
  bundle: benchBundle,
  lighthouse: benchLighthouse,
  wallet: benchWalletRead,
  ledger: benchLedger,
  picks: benchBulkAnswers,
  joins: benchJoinStorm,
  results: benchResults,
  teams: benchTeams,
  live: () => import('./live').then((m) => m.benchLive()),
  mega: benchMega,
  // the million-entry prediction room of `mega` on its own (re-rank, settlement, report), without the join storm
  'mega-room': benchMegaRoom,
  'team-mega': benchTeamMega,
};

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!sections[name]) {
    console.error(`unknown section ${name}; sections: ${Object.keys(sections).join(', ')}`);
    process.exit(2);
  }
}
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.info(`\n== ${name} ==`);
  await run();
}
