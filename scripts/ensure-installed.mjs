// The first step of `npm start` and `npm test`: stops on a Node line other than .nvmrc's, then
// installs dependencies when node_modules is missing or older than package-lock.json, so a
// fresh clone works. Plain Node that older lines parse too: it runs before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const nvmrc = existsSync('.nvmrc') ? readFileSync('.nvmrc', 'utf8').trim() : '';
const wanted = /^v?(\d+)/.exec(nvmrc);
if (!wanted) {
  fail(`.nvmrc in ${process.cwd()} should name the project's Node major line, such as 24.`);
}
const found = process.versions.node;
if (found.split('.')[0] !== wanted[1]) {
  fail(
    `This project needs Node ${wanted[1]} (.nvmrc), not Node ${found}: run \`nvm use\`, ` +
      `or \`export PATH="$(.ci/node-bin):$PATH"\` to use Node ${wanted[1]} from a cache it fills.`,
  );
}

const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;

if (stale) {
  console.log('Installing dependencies, about a minute…');
  // Errors only: Gatsby's own packages make npm print dozens of peer-dependency warnings that
  // ask nothing of this project and would bury a real problem.
  const npm = spawnSync('npm ci --no-audit --no-fund --loglevel=error', {
    shell: true,
    stdio: 'inherit',
  });
  if (npm.status !== 0)
    fail(`npm ci failed (exit ${npm.status ?? npm.signal}); its errors are above.`);
}
