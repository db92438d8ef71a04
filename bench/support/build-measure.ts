/**
 * Measuring a Gatsby build for bench/build.ts: wall time, the peak resident memory of its whole
 * process tree (read from /proc), and the page count it reports.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildCpuCount } from '../../gatsby/build-workers';

/** The pids of a process and all its descendants, read from /proc. */
const processTree = (rootPid: number): number[] => {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) start after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
};

/** A process's `Rss:` and `Pss:` lines of /proc/<pid>/smaps_rollup, in bytes (0 once it ended). */
const processMemory = (pid: number): { rss: number; pss: number } => {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kilobytes = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
    return { rss: kilobytes('Rss') * 1024, pss: kilobytes('Pss') * 1024 };
  } catch {
    return { rss: 0, pss: 0 };
  }
};

/**
 * Memory (bytes) of a process and all its descendants. `rss` adds up each process's resident
 * memory, so pages the processes share (Gatsby's workers map the same LMDB store, and each
 * maps the same Node binary and libraries) count once per process. `pss` counts a shared
 * page once, split between the processes that share it: the memory the build really needs.
 */
export const treeMemory = (rootPid: number): { rss: number; pss: number } =>
  processTree(rootPid)
    .map(processMemory)
    .reduce((sum, memory) => ({ rss: sum.rss + memory.rss, pss: sum.pss + memory.pss }), {
      rss: 0,
      pss: 0,
    });

export interface BuildRun {
  seconds: number;
  /** Peak of the process tree's summed resident memory, shared pages counted per process. */
  peakRssMb: number;
  /** Peak of the process tree's proportional memory, shared pages counted once. */
  peakPssMb: number;
  pages: number | null;
  status: number | null;
  tail: string;
}

/** The same worker count for every build measured, the site's and the bare one. */
export const CPU_COUNT = buildCpuCount();

/** `gatsby build`, as a step of runBuild: the arguments after the Node binary. */
export const GATSBY_BUILD: readonly string[] = ['node_modules/gatsby/cli.js', 'build'];

const runStep = (
  cwd: string,
  env: Record<string, string>,
  args: readonly string[],
  onStart: (pid: number) => void,
): Promise<{ status: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true',
        GATSBY_CPU_COUNT: CPU_COUNT,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid) onStart(child.pid);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });

/** Runs a build's steps in turn until one fails; time and memory peak cover them all. */
export const runBuild = async (
  cwd: string,
  env: Record<string, string>,
  label: string,
  logDir = '',
  steps: readonly (readonly string[])[] = [GATSBY_BUILD],
): Promise<BuildRun> => {
  const started = process.hrtime.bigint();
  const peak = { rss: 0, pss: 0 };
  let pid: number | undefined;
  const sample = setInterval(() => {
    if (pid === undefined) return;
    const memory = treeMemory(pid);
    peak.rss = Math.max(peak.rss, memory.rss);
    peak.pss = Math.max(peak.pss, memory.pss);
  }, 250);
  let output = '';
  let status: number | null = 0;
  try {
    for (const args of steps) {
      const step = await runStep(cwd, env, args, (started) => (pid = started));
      output += step.output;
      status = step.status;
      if (status !== 0) break;
    }
  } finally {
    clearInterval(sample);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const plain = stripVTControlCharacters(output);
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    writeFileSync(path.join(logDir, `${label}.log`), plain);
  }
  const pages = /SitePage nodes: (\d+)/.exec(plain);
  return {
    seconds,
    peakRssMb: Math.round(peak.rss / 1024 / 1024),
    peakPssMb: Math.round(peak.pss / 1024 / 1024),
    pages: pages ? Number(pages[1]) : null,
    status,
    tail: plain.split('\n').slice(-40).join('\n'),
  };
};

export const assertBuilt = (label: string, run: BuildRun) => {
  if (run.status !== 0) {
    console.error(`${label} failed (exit ${run.status}):\n${run.tail}`);
    process.exit(1);
  }
};
