// Runs npm scripts at the same time and says what each cost:
//   node scripts/run-parallel.mjs typecheck lint format:check test:unit
// Each line a script prints is prefixed with its name; every script runs to its end (so one run
// shows every failure), then a summary gives each one's result, wall time and, on Linux, CPU
// time (user + system of the script and of the processes it started that their parents waited
// for: Chromium's renderers are not among them, so the sum runs low for browser tests), and how
// busy the machine's CPUs were meanwhile (every process, from /proc/stat), and last, for each
// script that failed, the lines of its output that name the failure
// (tests/support/failure-lines.mjs). On a shared or busy machine wall times vary from run to
// run; CPU times barely do. Exits 1 if any failed. Plain Node: no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { failureLines } from '../tests/support/failure-lines.mjs';
import { prefixLines } from '../tests/support/prefix-lines.mjs';

// The npm that started us, when there is one (`npm run`), so no shell is needed.
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: [] };

/**
 * CPU seconds of the children this process has waited for, from /proc (Linux only; clock ticks
 * are 1/100 s on every Linux ABI Node runs on). Undefined elsewhere.
 */
const childrenCpuSeconds = () => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which may hold spaces: cutime and cstime are 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
};

/** Busy and total CPU time of the whole machine so far, in seconds (Linux only). */
const machineCpuSeconds = () => {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal (guest time is inside user already).
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields.slice(1).map(Number);
    const busy = user + nice + system + irq + softirq;
    return { busy: busy / 100, total: (busy + idle + iowait + steal) / 100 };
  } catch {
    return undefined;
  }
};

/** File descriptor on which a measured script's runner reports its CPU time to the parent. */
const COST_FD = 3;

// `--measure <command> [<arg> …]`: run one command and report its CPU time on COST_FD (a process
// can only read the CPU time of children it waited for, so each command gets a runner of its
// own). scripts/test-site.ts measures its steps this way too.
if (process.argv[2] === '--measure') {
  const [command, ...args] = process.argv.slice(3);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  writeSync(COST_FD, JSON.stringify({ cpu: childrenCpuSeconds() }));
  process.exit(result.status ?? 1);
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}
const width = Math.max(...names.map((name) => name.length));

const run = (name) =>
  new Promise((resolve) => {
    const started = performance.now();
    const measured = [process.argv[1], '--measure', npm.command, ...npm.args, 'run', name];
    const child = spawn(process.execPath, measured, {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      // Keep colours when a person is watching, though the output goes through a pipe.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    const prefix = `[${name.padEnd(width)}] `;
    const failure = failureLines();
    prefixLines(child.stdout, prefix, process.stdout, failure.add);
    prefixLines(child.stderr, prefix, process.stderr, failure.add);
    let report = '';
    child.stdio[COST_FD].setEncoding('utf8');
    child.stdio[COST_FD].on('data', (chunk) => (report += chunk));
    const finish = (code, signal) => {
      let cpu;
      try {
        cpu = JSON.parse(report).cpu;
      } catch {
        cpu = undefined;
      }
      const seconds = (performance.now() - started) / 1000;
      resolve({ name, code, signal, seconds, cpu, failure: failure.lines() });
    };
    child.on('error', () => finish(null, null));
    child.on('close', finish);
  });

const started = performance.now();
const machineBefore = machineCpuSeconds();
const results = await Promise.all(names.map(run));
const machineAfter = machineCpuSeconds();
console.log(`\n${names.length} scripts side by side:`);
for (const { name, code, signal, seconds, cpu } of results) {
  const outcome = code === 0 ? 'ok    ' : `FAILED (${signal ?? `exit ${code}`})`;
  const cpuTime = cpu === undefined ? '' : `  ${cpu.toFixed(1).padStart(7)} s CPU`;
  console.log(
    `  ${outcome}  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s wall${cpuTime}`,
  );
}
const total = results.reduce(
  (sum, { cpu }) => (sum === undefined || cpu === undefined ? undefined : sum + cpu),
  0,
);
const totalCpu = total === undefined ? '' : `, ${total.toFixed(1)} s CPU`;
console.log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s wall${totalCpu}`);
if (machineBefore && machineAfter) {
  const busy = machineAfter.busy - machineBefore.busy;
  const total = machineAfter.total - machineBefore.total;
  console.log(
    `  the machine's CPUs were busy ${busy.toFixed(1)} s of ${total.toFixed(1)} s ` +
      `(${((100 * busy) / total).toFixed(0)} %, every process on it)`,
  );
}
for (const { name, failure } of results.filter((result) => result.code !== 0)) {
  console.log(`\nwhy ${name} failed (the lines of its output that name a failure):`);
  for (const line of failure.length > 0 ? failure : ['(none: read its full output above)']) {
    console.log(`  ${line}`);
  }
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
