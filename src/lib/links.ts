import { siteUrl as bundledSiteUrl } from '../settings/browser';
import { withoutTrailingSlash } from './paths';
import { isSafeLinkTarget } from './input-rules';

/** Where a link set by an editor goes, decided once for every link on the site. */
export type LinkTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'anchor'; href: string }
  | { kind: 'external'; href: string }
  /** The link rule (./input-rules.ts) refuses the value: it must never become an href. */
  | { kind: 'refused' };

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/**
 * Values the link rule refuses are refused; paths starting with "/" are internal; absolute
 * links to this site's own host become internal paths; everything else is external.
 */
export const classifyLink = (target: string, siteUrl: string = bundledSiteUrl()): LinkTarget => {
  if (!isSafeLinkTarget(target)) return { kind: 'refused' };
  const value = target.trim();
  if (value.startsWith('#')) return { kind: 'anchor', href: value };
  if (value.startsWith('/')) {
    const cut = value.search(/[?#]/);
    const pathname = cut === -1 ? value : value.slice(0, cut);
    const rest = cut === -1 ? '' : value.slice(cut);
    return { kind: 'internal', to: withoutTrailingSlash(pathname) + rest };
  }
  const ownHost = hostOf(siteUrl);
  if (ownHost && hostOf(value) === ownHost) {
    const url = new URL(value);
    const to = withoutTrailingSlash(url.pathname) + url.search + url.hash;
    // "https://site//other.host" has the path "//other.host", which on its own leaves the site.
    if (isSafeLinkTarget(to)) return { kind: 'internal', to };
  }
  return { kind: 'external', href: value };
};
