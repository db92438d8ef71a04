/**
 * Everything that needs the fixture site built with third parties configured
 * (tests/support/third-party-settings.ts), on one build: the Observatory grade (test:headers),
 * the CSP pass in Chromium, and the consent specs at both widths, with the third parties
 * answered locally. `npm run test:e2e` runs this first and then builds the fixture site
 * without them, so public/ ends with that build.
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
  ) &&
  run(
    'npx',
    [
      'playwright',
      'test',
      '--project',
      'third-parties-desktop',
      '--project',
      'third-parties-mobile',
    ],
    withThirdParties,
  );
process.exit(passed ? 0 : 1);
