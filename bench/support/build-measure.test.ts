import { spawn } from 'node:child_process';
import { runBuild, treeMemory } from './build-measure';

describe('treeMemory', () => {
  it('counts a child process with its parent, and shared pages once in PSS', async () => {
    // A child that holds about 64 MB of its own memory until it is stopped.
    const child = spawn(
      process.execPath,
      ['-e', 'globalThis.kept = Buffer.alloc(64 * 1024 * 1024, 1); setInterval(() => {}, 1000);'],
      { stdio: 'ignore' },
    );
    try {
      const alone = treeMemory(child.pid as number);
      // Wait until the child has filled its buffer.
      let withBuffer = alone;
      for (let tries = 0; tries < 100 && withBuffer.pss < 64 * 1024 * 1024; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        withBuffer = treeMemory(child.pid as number);
      }
      const tree = treeMemory(process.pid);

      expect(withBuffer.pss).toBeGreaterThan(64 * 1024 * 1024);
      // This process and the child share the Node binary's pages: PSS splits them, RSS does not.
      expect(tree.pss).toBeLessThan(tree.rss);
      expect(tree.pss).toBeGreaterThan(withBuffer.pss);
    } finally {
      child.kill();
    }
  });

  it('is zero for a process that does not exist', () => {
    expect(treeMemory(2 ** 22 + 1)).toEqual({ rss: 0, pss: 0 });
  });
});

describe('runBuild', () => {
  it('runs the steps in order, stops at the first that fails, and keeps every output', async () => {
    const run = await runBuild(process.cwd(), {}, 'steps', '', [
      ['-e', 'console.log("SitePage nodes: 12")'],
      ['-e', 'console.error("second step fails"); process.exit(3)'],
      ['-e', 'console.log("third step runs")'],
    ]);
    expect(run.status).toBe(3);
    expect(run.pages).toBe(12);
    expect(run.tail).toContain('second step fails');
    expect(run.tail).not.toContain('third step runs');
    expect(run.seconds).toBeGreaterThan(0);
  });
});
