/** Runs after the Netlify adapter wrote its own public/_headers. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../src/lib/paths';
import { bookingConnectOrigins } from '../../src/services/scheduling/framing';
import {
  configuredThirdParties,
  thirdPartyCspSources,
} from '../../src/services/third-parties/registry';
import { readSchedulingConfig } from '../../src/settings/booking';
import { readCountryLookupUrl } from '../../src/settings/forms';
import { readRuntimeConfig } from '../../src/settings/runtime';
import { pagePolicy } from './content-security-policy';
import { rewriteHeadersFile, securityHeaderRules } from './headers-file';
import { collectInlineScripts } from './inline-scripts';

type Env = Readonly<Record<string, string | undefined>>;

/** More means a script differs per page or something unexpected reached the HTML. */
export const MAX_INLINE_SCRIPTS = 16;

const schedulingConfig = (env: Env) =>
  readSchedulingConfig({
    GATSBY_BOOKING_SLOTS_URL: env.GATSBY_BOOKING_SLOTS_URL,
    GATSBY_BOOKING_FRAME_ORIGINS: env.GATSBY_BOOKING_FRAME_ORIGINS,
  });

export const runtimeConnectOrigins = (env: Env): string[] => {
  const api = readRuntimeConfig({ GATSBY_API_URL: env.GATSBY_API_URL }).apiBaseUrl;
  const lookup = readCountryLookupUrl(env.GATSBY_COUNTRY_LOOKUP_URL);
  const origins = [api, lookup].flatMap((url) => (url ? [new URL(url).origin] : []));
  return [...new Set([...origins, ...bookingConnectOrigins(schedulingConfig(env))])];
};

export const urlPathOf = (htmlFile: string): string =>
  `/${htmlFile.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';

export const writeSecurityHeaders = (publicDir: string, env: Env): void => {
  const census = collectInlineScripts(publicDir);
  if (census.hashes.length > MAX_INLINE_SCRIPTS) {
    const pages = [...new Set(census.firstSeenOn.values())].slice(0, 10).join(', ');
    throw new Error(
      `The pages carry ${census.hashes.length} different inline scripts (at most ` +
        `${MAX_INLINE_SCRIPTS}): an inline script must be the same on every page to be allowed ` +
        `by hash (docs/architecture.md, "Security headers"). First seen on: ${pages}`,
    );
  }
  const rules = securityHeaderRules({
    pagePolicy: pagePolicy({
      scriptHashes: census.hashes,
      thirdParties: thirdPartyCspSources(configuredThirdParties(env)),
      connectOrigins: runtimeConnectOrigins(env),
    }),
    framePath: paths.bookCallFrame(),
    frameOrigins: schedulingConfig(env).frameOrigins,
  });
  const file = path.join(publicDir, '_headers');
  writeFileSync(file, rewriteHeadersFile(readFileSync(file, 'utf8'), rules));
};
