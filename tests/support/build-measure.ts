/**
 * Measuring a Gatsby build for `bench:build`: wall time, the peak resident memory of its whole
 * process tree (read from /proc), and the page count it reports.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildCpuCount } from '../../gatsby/build-workers';

/** Resident memory (bytes) of a process and all its descendants, read from /proc. */
export const treeRss = (rootPid: number): number => {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) start after the last ")".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      const pid = Number(name);
      rss.set(pid, pages * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
};

export interface BuildRun {
  seconds: number;
  peakRssMb: number;
  pages: number | null;
  status: number | null;
  tail: string;
}

/** The same worker count for every build measured, the site's and the bare one. */
export const CPU_COUNT = buildCpuCount();

export const runBuild = (
  cwd: string,
  env: Record<string, string>,
  label: string,
  logDir = '',
): Promise<BuildRun> =>
  new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ['node_modules/gatsby/cli.js', 'build'], {
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
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peak = 0;
    const sample = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('close', (status) => {
      clearInterval(sample);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const plain = stripVTControlCharacters(output);
      if (logDir) {
        mkdirSync(logDir, { recursive: true });
        writeFileSync(path.join(logDir, `${label}.log`), plain);
      }
      const pages = /SitePage nodes: (\d+)/.exec(plain);
      resolve({
        seconds,
        peakRssMb: Math.round(peak / 1024 / 1024),
        pages: pages ? Number(pages[1]) : null,
        status,
        tail: plain.split('\n').slice(-40).join('\n'),
      });
    });
  });

export const assertBuilt = (label: string, run: BuildRun) => {
  if (run.status !== 0) {
    console.error(`${label} failed (exit ${run.status}):\n${run.tail}`);
    process.exit(1);
  }
};
