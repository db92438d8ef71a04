/**
 * Markdown from the CMS becomes HTML at build time (gatsby-transformer-remark); this adds
 * `safeHtml`, the same HTML passed through an allow-list, which is the only HTML views render.
 */
import type { GatsbyNode } from 'gatsby';
import sanitizeHtml from 'sanitize-html';
import { classifyLink } from '../src/lib/links';

const ALLOWED = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'del',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    th: ['align'],
    td: ['align'],
  },
  // A page has one h1 (its hero); a "# Heading" in CMS text becomes a section heading.
  transformTags: {
    h1: 'h2',
    // Links follow the site's one rule (src/lib/links.ts): own-host addresses become paths,
    // other sites open in a new tab without ranking credit. Editors cannot set target or rel.
    a: (tagName: string, attribs: Record<string, string>) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const link = rest.href ? classifyLink(rest.href) : null;
      if (link?.kind === 'internal') return { tagName, attribs: { ...rest, href: link.to } };
      // Only web addresses: mailto/tel stay in place, and unsafe schemes lose href below.
      if (link?.kind === 'external' && /^https?:\/\//i.test(link.href)) {
        return {
          tagName,
          attribs: { ...rest, target: '_blank', rel: 'nofollow noopener noreferrer' },
        };
      }
      return { tagName, attribs: rest };
    },
  },

  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/** Ids the site's own elements use, which a heading must never take. */
const RESERVED_IDS = ['main', '___gatsby', 'gatsby-focus-wrapper', 'gatsby-announcer'];

/** A heading's text as an id: lowercase ASCII letters and digits joined by hyphens. */
export const headingSlug = (text: string): string =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/**
 * Gives every heading without an id one made from its text (unique within the document, "-2",
 * "-3"… on repeats), so a table of contents and shared links can point at it. Expects the
 * sanitiser's output, where a heading's only attribute is its id.
 */
export const addHeadingIds = (html: string): string => {
  const headingPattern = /<h([2-6])( id="([^"]*)")?>([\s\S]*?)<\/h\1>/g;
  const used = new Set(RESERVED_IDS);
  for (const match of html.matchAll(headingPattern)) if (match[3]) used.add(match[3]);
  return html.replace(headingPattern, (whole, level: string, idAttr, _id, inner: string) => {
    if (idAttr) return whole;
    const base = headingSlug(inner);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
};

/**
 * HTML with scripts, event handlers, raw embeds and javascript: links removed; headings get ids.
 */
export const sanitizeMarkdownHtml = (html: string): string =>
  addHeadingIds(sanitizeHtml(html, ALLOWED));

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    MarkdownRemark: {
      safeHtml: {
        type: 'String!',
        description: 'The rendered HTML, sanitised for direct use in pages.',
        async resolve(
          source: unknown,
          args: unknown,
          context: unknown,
          info: {
            schema: {
              getType: (name: string) => {
                getFields: () => Record<string, { resolve: (...a: unknown[]) => Promise<string> }>;
              };
            };
          },
        ) {
          const htmlField = info.schema.getType('MarkdownRemark').getFields().html;
          const html = htmlField
            ? await htmlField.resolve(source, args, context, { ...info, fieldName: 'html' })
            : '';
          return sanitizeMarkdownHtml(html ?? '');
        },
      },
    },
  });
};
