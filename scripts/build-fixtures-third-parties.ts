/**
 * The fixture build with every third party the runtime loads configured, for the consent
 * end-to-end specs (tests/e2e/consent.spec.ts):
 *
 *   tsx scripts/build-fixtures-third-parties.ts
 */
import { spawnSync } from 'node:child_process';
import { THIRD_PARTY_FIXTURE_ENV } from '../tests/e2e/support/third-party-fixture';

const { status } = spawnSync('npm', ['run', 'build:fixtures'], {
  stdio: 'inherit',
  env: { ...process.env, ...THIRD_PARTY_FIXTURE_ENV },
});
process.exit(status ?? 1);
