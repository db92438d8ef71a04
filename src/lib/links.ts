import { SITE_URL } from './site-config';
import { withoutTrailingSlash } from './paths';

/** Where a link set by an editor goes, decided once for every link on the site. */
export type LinkTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'anchor'; href: string }
  | { kind: 'external'; href: string };

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/**
 * Paths starting with "/" are internal; absolute links to this site's own host become
 * internal paths; everything else is external.
 */
export const classifyLink = (target: string, siteUrl: string = SITE_URL): LinkTarget => {
  const value = target.trim();
  if (value.startsWith('#')) return { kind: 'anchor', href: value };
  if (value.startsWith('/') && !value.startsWith('//')) {
    const cut = value.search(/[?#]/);
    const pathname = cut === -1 ? value : value.slice(0, cut);
    const rest = cut === -1 ? '' : value.slice(cut);
    return { kind: 'internal', to: withoutTrailingSlash(pathname) + rest };
  }
  const ownHost = hostOf(siteUrl);
  if (ownHost && hostOf(value) === ownHost) {
    const url = new URL(value);
    return { kind: 'internal', to: withoutTrailingSlash(url.pathname) + url.search + url.hash };
  }
  return { kind: 'external', href: value };
};
