// Installs dependencies when node_modules is missing or older than package-lock.json, so
// `npm start` and `npm test` work on a fresh clone. Plain Node: it runs before any install.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;

if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
