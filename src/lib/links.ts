import { siteUrl as bundledSiteUrl } from '../settings/browser';
import { withoutTrailingSlash } from './paths';
import { isSafeLinkTarget } from './input-rules';

export type LinkTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'anchor'; href: string }
  | { kind: 'external'; href: string }
  /** Must never become an href. */
  | { kind: 'refused' };

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/** Absolute links to this site's own host become internal paths. */
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
    // "//other.host" on its own would leave the site.
    if (isSafeLinkTarget(to)) return { kind: 'internal', to };
  }
  return { kind: 'external', href: value };
};
