/**
 * The security checks with every third party configured: builds the fixture site with
 * tests/support/third-party-settings.ts, grades it (test:headers) and runs the CSP pass in
 * Chromium with the third parties answered locally. public/ is left with that build: `npm run
 * test:e2e` runs this first and then builds the fixture site without them.
 *   tsx scripts/test-third-parties.ts
 */
import { spawnSync } from 'node:child_process';
import { THIRD_PARTY_TEST_SETTINGS } from '../tests/support/third-party-settings';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
};

const withThirdParties = { ...process.env, ...THIRD_PARTY_TEST_SETTINGS };
const passed =
  run('npm', ['run', 'build:fixtures'], withThirdParties) &&
  run('npm', ['run', 'test:headers'], withThirdParties) &&
  run(
    'npx',
    ['playwright', 'test', 'tests/e2e/csp.spec.ts', '--project', 'desktop'],
    withThirdParties,
  );
process.exit(passed ? 0 : 1);
