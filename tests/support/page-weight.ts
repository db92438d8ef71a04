/**
 * What a visitor's browser downloads to show one page, until the network is quiet: measured in
 * Chromium against the built site served like the CDN, not read from webpack's stats. It counts
 * every file the page asks for (lazy chunks, page-data and static-query JSON included), each
 * compressed on its own as Netlify compresses each response, and the HTML as one stream with its
 * inline <style> tags, as the browser receives them. Prefetches of other pages are not the first
 * load: they are counted apart.
 */
import type { AddressInfo } from 'node:net';
import type { BrowserContextOptions, Request } from '@playwright/test';
import { playwrightLaunchOptions } from './find-chromium';
import { compress } from '../../local-netlify/compression';
import { createNetlifyStaticServer } from '../../local-netlify/server';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export type ResourceKind = 'html' | 'js' | 'json' | 'css' | 'image' | 'font' | 'other';

export interface Resource {
  /** Path and query on the site. */
  url: string;
  kind: ResourceKind;
  sizes: Sizes;
}

export interface PageWeight {
  path: string;
  /** Everything asked for until the network was quiet after load, in request order. */
  firstLoad: Resource[];
  /** Prefetches of other pages' files (Gatsby prefetches links in view): not the first load. */
  prefetched: Resource[];
  /** The inline <style> tags of the HTML, compressed together (a part of the HTML's figure). */
  inlineCss: Sizes;
  /** Main-thread work until the network was quiet, in ms (Chromium's own counters). */
  mainThread: MainThread;
  /** The `<style>` elements in the document once the network is quiet (emotion's included). */
  styleTags: number;
  /** With `profile`: JavaScript self time by function, most first (ms, sampled). */
  hotspots: Hotspot[];
}

export interface MainThread {
  /** All tasks; JavaScript; style recalculation; layout. */
  tasks: number;
  script: number;
  style: number;
  layout: number;
}

export interface Hotspot {
  /** `function (file:line)`, the file's path on the site. */
  where: string;
  ms: number;
}

export interface MeasureOptions {
  /** Lighthouse's mobile screen (412 × 823 CSS px at 1.75 device pixels per CSS px, touch). */
  mobile?: boolean;
  /** Slow the CPU down this many times (Lighthouse's mobile profile uses 4). */
  cpuSlowdown?: number;
  /** Record a JavaScript CPU profile and report where the time goes. */
  profile?: boolean;
}

/**
 * Lighthouse 12's mobile screen (a Moto G Power: `screenEmulationMetrics.mobile` in
 * lighthouse/core/config/constants.js, an ES module with the whole of Lantern behind it).
 */
const LIGHTHOUSE_MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** The browser context of a first visit at the chosen screen. */
const contextOptions = (mobile: boolean): BrowserContextOptions => {
  if (!mobile) return { serviceWorkers: 'block' };
  const { width, height, deviceScaleFactor } = LIGHTHOUSE_MOBILE;
  return {
    serviceWorkers: 'block',
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  };
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time per function of a CDP CPU profile, the `limit` largest, on-site files only. */
export const hotspotsOf = (
  profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] },
  origin: string,
  limit = 15,
): Hotspot[] => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame?.url.startsWith(origin)) return;
    const file = frame.url.slice(origin.length);
    const where = `${frame.functionName || '(anonymous)'} (${file}:${frame.lineNumber + 1})`;
    // A sample's time is the gap to the next one, in microseconds.
    self.set(where, (self.get(where) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  return [...self]
    .map(([where, ms]) => ({ where, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
};

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export const addSizes = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

/** The bytes as sent: images and fonts are already compressed, so the CDN sends them as they are. */
export const sizesOf = (body: Buffer, kind: ResourceKind): Sizes =>
  kind === 'image' || kind === 'font'
    ? { raw: body.length, gzip: body.length, brotli: body.length }
    : {
        raw: body.length,
        gzip: compress(body, 'gzip').length,
        brotli: compress(body, 'br').length,
      };

export const kindOf = (pathname: string, contentType: string): ResourceKind => {
  if (contentType.includes('text/html')) return 'html';
  if (/javascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (/json/.test(contentType)) return 'json';
  if (contentType.includes('text/css')) return 'css';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('font/') || /\.woff2?$/.test(pathname)) return 'font';
  return 'other';
};

/** Sums the resources of the given kinds. */
export const total = (resources: readonly Resource[], kinds: readonly ResourceKind[]): Sizes =>
  resources
    .filter((resource) => kinds.includes(resource.kind))
    .reduce((sum, resource) => addSizes(sum, resource.sizes), ZERO);

/** The contents of every <style> tag of an HTML page, joined as the browser reads them. */
export const inlineStyles = (html: string): string =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');

/** How long the network must stay quiet for a page to count as loaded. */
const QUIET_MS = 500;

/** Chromium marks a `<link rel=prefetch>` request with this header. */
const isPrefetch = (request: Request): boolean =>
  (request.headers()['sec-purpose'] ?? request.headers().purpose ?? '').includes('prefetch');

/**
 * Serves `root` like the CDN on a free loopback port and measures each path in a fresh browser
 * context (an empty cache, as a first visit). Requests to other hosts are aborted: a first load
 * must not reach a third party before consent, and a benchmark must not reach out.
 */
export const measurePages = async (
  root: string,
  paths: readonly string[],
  { mobile = false, cpuSlowdown = 1, profile = false }: MeasureOptions = {},
): Promise<PageWeight[]> => {
  const server = createNetlifyStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Loaded here, not at the top: the unit tests of the sums above need no browser, and Playwright
  // takes most of a second of CPU to load in each Jest test file that imports it.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(playwrightLaunchOptions());
  try {
    const results: PageWeight[] = [];
    for (const pagePath of paths) {
      const context = await browser.newContext(contextOptions(mobile));
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      const seen: Request[] = [];
      let inFlight = 0;
      let lastActivity = Date.now();
      const settle = () => {
        inFlight -= 1;
        lastActivity = Date.now();
      };
      page.on('request', (request) => {
        if (!request.url().startsWith(origin)) return;
        seen.push(request);
        inFlight += 1;
        lastActivity = Date.now();
      });
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(origin + pagePath, { waitUntil: 'load' });
      // Quiet: nothing in flight for QUIET_MS after an idle callback. Chunks a page loads to
      // hydrate (lazy ones included) come after `load`, so `load` alone would miss them.
      for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestIdleCallback(() => resolve(), { timeout: 2_000 }),
            ),
        );
        if (inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) break;
        await page.waitForTimeout(100);
      }
      const settled = seen.length;
      const { metrics } = await cdp.send('Performance.getMetrics');
      const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      const mainThread = {
        tasks: seconds('TaskDuration') * 1000,
        script: seconds('ScriptDuration') * 1000,
        style: seconds('RecalcStyleDuration') * 1000,
        layout: seconds('LayoutDuration') * 1000,
      };
      const hotspots = profile ? hotspotsOf((await cdp.send('Profiler.stop')).profile, origin) : [];
      const styleTags = await page.locator('style').count();
      const firstLoad: Resource[] = [];
      const prefetched: Resource[] = [];
      let inlineCss = ZERO;
      for (const request of seen.slice(0, settled)) {
        const response = await request.response();
        if (!response) continue;
        const url = new URL(request.url());
        const body = await response.body().catch(() => null);
        if (!body) continue;
        const kind = kindOf(url.pathname, response.headers()['content-type'] ?? '');
        const resource = { url: url.pathname + url.search, kind, sizes: sizesOf(body, kind) };
        (isPrefetch(request) ? prefetched : firstLoad).push(resource);
        if (kind === 'html' && !isPrefetch(request)) {
          inlineCss = sizesOf(Buffer.from(inlineStyles(body.toString('utf8'))), 'css');
        }
      }
      results.push({
        path: pagePath,
        firstLoad,
        prefetched,
        inlineCss,
        mainThread,
        styleTags,
        hotspots,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
};
