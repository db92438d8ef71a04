/** CMS Markdown becomes sanitised HTML once, in a `Markdown` node: the only HTML pages render. */
import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { MARKDOWN_TYPE_NAME } from '../content-models/names';
import { articleOutline } from '../src/lib/article-outline';
import { classifyLink } from '../src/lib/links';
import { siteUrl } from '../src/settings/build';
import { articleReadingTime } from '../src/lib/reading-time';
import { sourceVersion } from './source-version';

const CELL_ALIGN = /^(?:text-align:\s*)?(left|right|center);?$/;

const alignedCell = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
  const align = CELL_ALIGN.exec((attribs.align ?? attribs.style ?? '').trim())?.[1];
  return { tagName, attribs: align ? { align } : {} };
};

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
    // Alignment becomes the align attribute, so no inline style from the CMS is ever needed.
    s: 'del',
    th: alignedCell,
    td: alignedCell,
    // Links follow classifyLink, as CMS link fields do; editors cannot set target or rel.
    a: (tagName: string, attribs: Record<string, string>) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const link = rest.href === undefined ? null : classifyLink(rest.href, siteUrl());
      if (!link || link.kind === 'refused') {
        const { href: _href, ...text } = rest;
        return { tagName, attribs: text };
      }
      const href = link.kind === 'internal' ? link.to : link.href;
      const newTab = link.kind === 'external' && /^https?:\/\//i.test(link.href);
      return {
        tagName,
        attribs: {
          ...rest,
          href,
          ...(newTab ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {}),
        },
      };
    },
  },

  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

export const RESERVED_IDS: readonly string[] = [
  '___gatsby',
  'gatsby-focus-wrapper',
  'gatsby-announcer',
  'main',
  'get-your-copy',
];

/** Section headings' and useId's shapes: prefixed, since no "-2" suffix leaves the pattern. */
const RESERVED_ID_SHAPE = /^(?:section(?:-|$)|:)/;

export const headingSlug = (text: string): string =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

export const addHeadingIds = (html: string): string => {
  const headingPattern = /<h([2-6])( id="([^"]*)")?>([\s\S]*?)<\/h\1>/g;
  const used = new Set(RESERVED_IDS);
  // First the editors' ids, so a heading made from text never takes one a link points at.
  const kept = new Set<number>();
  for (const match of html.matchAll(headingPattern)) {
    const id = match[3];
    if (!id || used.has(id) || RESERVED_ID_SHAPE.test(id)) continue;
    used.add(id);
    kept.add(match.index);
  }
  return html.replace(
    headingPattern,
    (whole, level: string, _idAttr, id: string | undefined, inner: string, offset: number) => {
      if (kept.has(offset)) return whole;
      const wanted = id || headingSlug(inner);
      const base = RESERVED_ID_SHAPE.test(wanted) ? `heading-${wanted}` : wanted;
      let unique = base;
      for (let n = 2; used.has(unique); n += 1) unique = `${base}-${n}`;
      used.add(unique);
      return `<h${level} id="${unique}">${inner}</h${level}>`;
    },
  );
};

export const sanitizeMarkdownHtml = (html: string): string =>
  addHeadingIds(sanitizeHtml(html, ALLOWED));

export const MARKDOWN_MEDIA_TYPES = ['text/markdown', 'text/x-markdown'] as const;

// Raw HTML is parsed rather than escaped so the sanitiser decides what stays, one rule for both.
const markdownIt = new MarkdownIt({ html: true, linkify: true });

export const renderMarkdown = (markdown: string): string =>
  sanitizeMarkdownHtml(markdownIt.render(markdown)).trimEnd();

export const shouldCreateMarkdownNode = ({ node }: { node: Node }): boolean =>
  (MARKDOWN_MEDIA_TYPES as readonly string[]).includes(node.internal.mediaType ?? '');

/** Gatsby keeps a node until its text changes, so nodes record which renderer code made them. */
export const RENDERER_VERSION = sourceVersion(path.join(__dirname, 'markdown.ts'));

type MarkdownArgs = Pick<
  Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0],
  'node' | 'actions' | 'createNodeId' | 'createContentDigest' | 'loadNodeContent'
>;

export const createMarkdownNode = async ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  loadNodeContent,
}: MarkdownArgs): Promise<void> => {
  if (!shouldCreateMarkdownNode({ node })) return;
  const html = renderMarkdown(await loadNodeContent(node));
  const child = {
    id: createNodeId(`${node.id} >>> ${MARKDOWN_TYPE_NAME}`),
    parent: node.id,
    children: [],
    html,
    readingTime: articleReadingTime(html),
    headings: articleOutline(html),
    renderer: RENDERER_VERSION,
    internal: {
      type: MARKDOWN_TYPE_NAME,
      contentDigest: createContentDigest({ html, renderer: RENDERER_VERSION }),
    },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
};

export const refreshMarkdownNodes: NonNullable<GatsbyNode['sourceNodes']> = async (args) => {
  let count = 0;
  for (const markdown of args.getNodesByType(MARKDOWN_TYPE_NAME)) {
    const node =
      markdown.renderer === RENDERER_VERSION ? null : args.getNode(markdown.parent ?? '');
    if (!node) continue;
    await createMarkdownNode({ ...args, node });
    count += 1;
  }
  if (count > 0) args.reporter.info(`Markdown: ${count} texts rendered again by changed code`);
};
