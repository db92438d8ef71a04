/**
 * The adapter moves `<path>/index.html` to `<path>.html`; a local rebuild expects Gatsby's own
 * layout (ENOENT while stitching slices) and, unlike Netlify, nothing restores it, so the files
 * are moved back first.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { isNetlifyBuild, processEnv } from '../src/settings/build';
import { withPrivateTempDir } from './private-temp-dir';
import { pageHtmlFiles } from '../content-tools/review/public-html';
import { writeSecurityHeaders } from './security-headers';
import { SOURCE_MAPS_DIR, moveSourceMaps } from './source-maps';

/** Netlify and Gatsby both read these at the root, so they are copied, not moved. */
const ROOT_ERROR_PAGES = new Set(['404.html', '500.html']);

const movedPageFiles = (root: string): string[] =>
  pageHtmlFiles(root).filter((file) => path.posix.basename(file) !== 'index.html');

export const restoreGatsbyHtmlLayout = (publicDir: string): number => {
  if (!existsSync(publicDir)) return 0;
  let restored = 0;
  for (const file of movedPageFiles(publicDir)) {
    const from = path.join(publicDir, file);
    const to = path.join(publicDir, file.replace(/\.html$/, ''), 'index.html');
    if (existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    if (ROOT_ERROR_PAGES.has(file)) copyFileSync(from, to);
    else renameSync(from, to);
    restored += 1;
  }
  return restored;
};

type Adapter = ReturnType<typeof createNetlifyAdapter>;

const withSiteOutputSteps = (adapter: Adapter, env: NodeJS.ProcessEnv): Adapter => ({
  ...adapter,
  adapt: async (context) => {
    moveSourceMaps(path.resolve('public'), path.resolve(SOURCE_MAPS_DIR));
    await withPrivateTempDir(() => adapter.adapt(context));
    writeSecurityHeaders(path.resolve('public'), env);
  },
});

export const netlifyAdapter = (env: NodeJS.ProcessEnv = processEnv()) => {
  const adapter = withSiteOutputSteps(createNetlifyAdapter(), env);
  if (isNetlifyBuild(env)) return adapter;
  return {
    ...adapter,
    cache: {
      restore: ({ reporter }: { reporter: { info: (message: string) => void } }) => {
        const restored = restoreGatsbyHtmlLayout(path.resolve('public'));
        if (restored > 0) reporter.info(`Moved ${restored} page file(s) back to Gatsby's layout`);
        return false;
      },
      store: () => undefined,
    },
  };
};
