/**
 * The pages a content change affects, as a Markdown section of the content pull request's body:
 * each path with its link on the deploy preview and on production. Paths come from the content
 * (slugs), so each is shown as a code span and percent-encoded in its links.
 */
import { CHANGE_WORDS, type AffectedPage } from './affected-pages';
import { fitList, inlineCode } from './markdown-text';

/** Room the section may take in a pull request body; the change summary leaves it free. */
export const AFFECTED_PAGES_MAX = 12_000;

export const AFFECTED_PAGES_HEADING = '### Pages this changes';

const PATH_MAX = 120;

export interface PageOrigins {
  /** Production, e.g. https://www.example.org. */
  production: string;
  /** The pull request's deploy preview, when known. */
  preview?: string;
}

/** An absolute link to a path, each segment percent-encoded, parentheses too (they end a link). */
export const pageUrl = (origin: string, pagePath: string): string => {
  const segments = pagePath.replace(/^\/+/, '').split('/');
  const encoded = segments.map((segment) =>
    encodeURIComponent(segment).replace(/[()]/g, (char) => (char === '(' ? '%28' : '%29')),
  );
  return `${origin.replace(/\/+$/, '')}/${encoded.join('/')}`;
};

const pageItem = ({ path, change }: AffectedPage, origins: PageOrigins): string => {
  const links = [
    change !== 'removed' && origins.preview
      ? `[deploy preview](${pageUrl(origins.preview, path)})`
      : undefined,
    change !== 'added' ? `[production](${pageUrl(origins.production, path)})` : undefined,
  ].filter((link) => link !== undefined);
  return `- ${inlineCode(path, PATH_MAX)} (${CHANGE_WORDS[change]}): ${links.join(' · ')}`;
};

const omittedLine = (count: number): string =>
  `- …and ${count} more ${count === 1 ? 'page' : 'pages'}, left out to keep this under GitHub's size limit.`;

/** The section, at most `maxLength` characters. */
export const affectedPagesMarkdown = (
  pages: readonly AffectedPage[],
  origins: PageOrigins,
  maxLength = AFFECTED_PAGES_MAX,
): string => {
  if (pages.length === 0) {
    return `${AFFECTED_PAGES_HEADING}\n\nNo page of the site changes.\n`;
  }
  const previewNote = origins.preview
    ? ''
    : ' The deploy preview’s links are missing: the workflow does not know the Netlify site’s name.';
  const count = pages.length === 1 ? '1 page' : `${pages.length} pages`;
  return fitList(
    `${AFFECTED_PAGES_HEADING}\n\n${count} of the site change, by the data the pages are built from.${previewNote}\n\n`,
    pages.map((page) => `${pageItem(page, origins)}\n`),
    omittedLine,
    maxLength,
  );
};
