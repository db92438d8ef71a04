/**
 * A built site's `_redirects` and `_headers`, read with Netlify's own parsers and matched with
 * Netlify's redirect matcher (netlify-redirector), as `netlify dev` does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { parseJSON, type RedirectMatcher, type RedirectorMatch } from 'netlify-redirector';

export type HeaderRule = Header;
export type RedirectMatch = RedirectorMatch & { to: string };

export interface SiteConfig {
  /** The first `_redirects` rule that matches a path and query, as Netlify picks it. */
  matchRedirect: (pathname: string, query: string) => RedirectMatch | null;
  headers: HeaderRule[];
}

const failOnErrors = (file: string, errors: readonly unknown[]): void => {
  if (errors.length > 0) throw new Error(`${file}:\n${errors.map(String).join('\n')}`);
};

/** The rules of a `_headers` file (none if it is missing); an error names the file and line. */
export const readHeaderRules = async (file: string): Promise<HeaderRule[]> => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  failOnErrors(file, errors);
  return headers as HeaderRule[];
};

interface ParsedRedirect {
  from: string;
  query: Record<string, string>;
}

/** A matcher over a `_redirects` file (no rules if it is missing). */
export const readRedirectMatcher = async (file: string): Promise<RedirectMatcher> => {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  failOnErrors(file, errors);
  // The matcher reads the rule's `from` as `origin` and its `query` as `params`.
  const rules = (redirects as ParsedRedirect[]).map(({ from, query, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
  }));
  return parseJSON(JSON.stringify(rules), {});
};

const NO_VALUE = (): string => '';

const readSiteConfigNow = async (root: string): Promise<SiteConfig> => {
  const [matcher, headers] = await Promise.all([
    readRedirectMatcher(path.join(root, '_redirects')),
    readHeaderRules(path.join(root, '_headers')),
  ]);
  return {
    headers,
    // No header or cookie is offered, so rules with Country, Language or Role never match.
    matchRedirect: (pathname, query) => {
      const match = matcher.match({
        scheme: 'http',
        host: 'localhost',
        path: pathname,
        query: query.replace(/^\?/, ''),
        getHeader: NO_VALUE,
        getCookie: NO_VALUE,
      });
      return match?.to === undefined ? null : (match as RedirectMatch);
    },
  };
};

const fileStamp = (file: string): string => {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : '-';
};

const cache = new Map<string, { stamp: string; config: Promise<SiteConfig> }>();

/** Reads a site's rules, again only when a file changed: a rebuild needs no restart. */
export const readSiteConfig = (root: string): Promise<SiteConfig> => {
  const absoluteRoot = path.resolve(root);
  const stamp = ['_redirects', '_headers']
    .map((name) => fileStamp(path.join(absoluteRoot, name)))
    .join('|');
  const cached = cache.get(absoluteRoot);
  if (cached?.stamp === stamp) return cached.config;
  const config = readSiteConfigNow(absoluteRoot);
  cache.set(absoluteRoot, { stamp, config });
  return config;
};

/** Headers of every matching rule; a name set by several rules gets their values joined. */
export const headersFor = (
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> => {
  const headers: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const existing = names[name.toLowerCase()];
      if (existing === undefined) {
        names[name.toLowerCase()] = name;
        headers[name] = value;
      } else headers[existing] = `${headers[existing]}, ${value}`;
    }
  }
  return headers;
};
