// Runs npm scripts at the same time and says what each cost:
//   node scripts/run-parallel.mjs typecheck lint format:check test:unit
// Each line a script prints is prefixed with its name; every script runs to its end (so one run
// shows every failure), then a summary gives each one's result and wall time. Exits 1 if any
// failed. Steps that each keep one core busy (tsc, eslint, prettier, jest, a build beside a
// browser run) finish sooner side by side on a multi-core machine. Plain Node: no dependencies.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

// The npm that started us, when there is one (`npm run`), so no shell is needed.
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: [] };
const width = Math.max(...names.map((name) => name.length));

/** Writes a stream's output line by line, each line prefixed with the script's name. */
const prefixLines = (stream, prefix, out) => {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`${prefix}${pending}\n`);
  });
};

const run = (name) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(npm.command, [...npm.args, 'run', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Keep colours when a person is watching, though the output goes through a pipe.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    const prefix = `[${name.padEnd(width)}] `;
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stderr);
    const finish = (code, signal) =>
      resolve({ name, code, signal, seconds: (performance.now() - started) / 1000 });
    child.on('error', () => finish(null, null));
    child.on('close', finish);
  });

const started = performance.now();
const results = await Promise.all(names.map(run));
console.log(`\n${names.length} scripts side by side:`);
for (const { name, code, signal, seconds } of results) {
  const outcome = code === 0 ? 'ok    ' : `FAILED (${signal ?? `exit ${code}`})`;
  console.log(`  ${outcome}  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s`);
}
console.log(`  total wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
