import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Node, useStaticQuery } from 'gatsby';
import { MAIN_ID } from '../src/components/layout/layout';
import { headingId } from '../src/components/ui/section';
import { siteUrl } from '../src/settings/build';
import { UNSAFE_LINKS } from '../tests/unit/unsafe-links';
import GatedContent from '../src/templates/gated-content';
import {
  createMarkdownNode,
  headingSlug,
  refreshMarkdownNodes,
  renderMarkdown,
  RENDERER_VERSION,
  RESERVED_IDS,
  sanitizeMarkdownHtml,
} from './markdown';

const idsIn = (html: string): string[] =>
  [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1] ?? '');

/** Every id a download page renders around its Markdown, the layout's included. */
const idsOfRenderedDownloadPage = (): string[] => {
  const data = {
    contentfulGatedContent: {
      slug: 'guide',
      name: 'Guide',
      headline: 'The guide',
      intro: { childMarkdown: { html: '<p>Read it.</p>' } },
      cover: null,
      seo: { title: 'Guide', description: 'A guide', image: null, noindex: false },
      sections: [],
    },
  };
  const props = { data } as unknown as ComponentProps<typeof GatedContent>;
  return idsIn(renderToStaticMarkup(createElement(GatedContent, props)));
};

describe('sanitizeMarkdownHtml', () => {
  describe('dangerous markup', () => {
    it('removes <script> elements with their content', () => {
      const html = sanitizeMarkdownHtml('<p>Hi</p><script>alert(1)</script>');
      expect(html).toBe('<p>Hi</p>');
    });

    it('removes on* event handler attributes', () => {
      const html = sanitizeMarkdownHtml(
        '<p onclick="alert(1)">Hi <a href="/x" onmouseover="alert(2)">x</a></p>',
      );
      expect(html).toBe('<p>Hi <a href="/x">x</a></p>');
    });

    it('removes javascript: links but keeps their text', () => {
      for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)']) {
        const html = sanitizeMarkdownHtml(`<a href="${href}">Click</a>`);
        expect(html).not.toMatch(/javascript/i);
        expect(html).toContain('Click');
      }
    });

    it('removes iframes', () => {
      expect(sanitizeMarkdownHtml('<p>A</p><iframe src="https://evil.example.com"></iframe>')).toBe(
        '<p>A</p>',
      );
    });

    it('removes style attributes and <style> elements', () => {
      expect(sanitizeMarkdownHtml('<p style="position:fixed">A</p>')).toBe('<p>A</p>');
      expect(sanitizeMarkdownHtml('<style>body{display:none}</style><p>A</p>')).toBe('<p>A</p>');
    });

    it('removes protocol-relative links', () => {
      expect(sanitizeMarkdownHtml('<a href="//evil.example.com">x</a>')).toBe('<a>x</a>');
    });

    it.each(Object.entries(UNSAFE_LINKS))(
      "removes the href of every link the site's link rule refuses: %s",
      (_kind, values) => {
        for (const value of values) {
          const html = sanitizeMarkdownHtml(`<a href="${value.replace(/"/g, '&quot;')}">x</a>`);
          expect([value, html]).toEqual([value, '<a>x</a>']);
        }
      },
    );

    it('removes images (the CMS places pictures through assets, not Markdown)', () => {
      expect(sanitizeMarkdownHtml('<p><img src="x.png" onerror="alert(1)"></p>')).toBe('<p></p>');
    });
  });

  describe('Markdown output', () => {
    it('keeps headings with their ids', () => {
      const html = '<h2 id="fees">Fees</h2><h3 id="how-we-pay">How we pay</h3>';
      expect(sanitizeMarkdownHtml(html)).toBe(html);
    });

    it('keeps lists and emphasis', () => {
      const html = '<ul><li><strong>One</strong></li><li><em>Two</em></li></ul><ol><li>1</li></ol>';
      expect(sanitizeMarkdownHtml(html)).toBe(html);
    });

    it('keeps links to mailto, relative addresses and anchors, with their titles', () => {
      const html = [
        '<a href="mailto:hi@example.com">c</a>',
        '<a href="/pricing" title="Prices">d</a>',
        '<a href="#fees">e</a>',
      ].join('');
      expect(sanitizeMarkdownHtml(html)).toBe(html);
    });

    it('opens links to other sites in a new tab, without ranking credit', () => {
      expect(sanitizeMarkdownHtml('<a href="https://example.com/x?y=1" title="X">b</a>')).toBe(
        '<a href="https://example.com/x?y=1" title="X" target="_blank" rel="nofollow noopener noreferrer">b</a>',
      );
    });

    it("turns absolute links to the site's own host into paths", () => {
      expect(sanitizeMarkdownHtml(`<a href="${siteUrl()}/pricing/">d</a>`)).toBe(
        '<a href="/pricing">d</a>',
      );
    });

    it('drops target and rel set by editors on internal links', () => {
      expect(sanitizeMarkdownHtml('<a href="/pricing" target="_top" rel="opener">d</a>')).toBe(
        '<a href="/pricing">d</a>',
      );
    });

    it('keeps tables with cell alignment', () => {
      const html =
        '<table><thead><tr><th align="left">Plan</th></tr></thead><tbody><tr><td align="right">1</td></tr></tbody></table>';
      expect(sanitizeMarkdownHtml(html)).toBe(html);
    });

    it('never lets an h1 through (the page heading belongs to the hero), keeping its text', () => {
      const html = sanitizeMarkdownHtml('<h1>Title</h1><p>x</p>');
      expect(html).not.toContain('<h1');
      expect(html).toContain('Title');
    });
  });
});

describe('heading ids', () => {
  it('are made from the heading text for headings without one', () => {
    expect(
      sanitizeMarkdownHtml('<h2>Fair pay, explained</h2><h3>Why <em>it</em> matters</h3>'),
    ).toBe(
      '<h2 id="fair-pay-explained">Fair pay, explained</h2><h3 id="why-it-matters">Why <em>it</em> matters</h3>',
    );
  });

  it('are unique within the document, also next to ids set by the editor', () => {
    expect(sanitizeMarkdownHtml('<h2>Fees</h2><h2>Fees</h2><h3 id="fees-2">Other</h3>')).toBe(
      '<h2 id="fees">Fees</h2><h2 id="fees-3">Fees</h2><h3 id="fees-2">Other</h3>',
    );
  });

  it("never take an id of the site's own elements", () => {
    expect(sanitizeMarkdownHtml('<h2>Main</h2>')).toBe('<h2 id="main-2">Main</h2>');
  });

  it("set by the editor never take an id of the site's own elements", () => {
    for (const id of RESERVED_IDS) {
      expect(sanitizeMarkdownHtml(`<h2 id="${id}">A</h2>`)).toBe(`<h2 id="${id}-2">A</h2>`);
    }
  });

  it('never take the shape of section heading ids or React ids, set by the editor or not', () => {
    expect(sanitizeMarkdownHtml('<h2 id="section-home-faq">A</h2><h2>Section: home FAQ</h2>')).toBe(
      '<h2 id="heading-section-home-faq">A</h2><h2 id="heading-section-home-faq-2">Section: home FAQ</h2>',
    );
    expect(sanitizeMarkdownHtml('<h3 id=":R1:">A</h3>')).toBe('<h3 id="heading-:R1:">A</h3>');
    expect(sanitizeMarkdownHtml('<h2>?</h2><h2>!</h2>')).toBe(
      '<h2 id="heading-section">?</h2><h2 id="heading-section-2">!</h2>',
    );
  });

  it('set by the editor are made unique when they repeat, the first keeping its id', () => {
    expect(
      sanitizeMarkdownHtml(
        '<h2 id="fees">A</h2><h3 id="fees">B</h3><h2>Fees</h2><h2 id="fees-2">C</h2>',
      ),
    ).toBe(
      '<h2 id="fees">A</h2><h3 id="fees-3">B</h3><h2 id="fees-4">Fees</h2><h2 id="fees-2">C</h2>',
    );
  });

  it('never take an id the layout or a section renders', () => {
    // The layout's menus (a static query): none.
    jest.mocked(useStaticQuery).mockReturnValue({
      allContentfulNavigationMenu: { nodes: [] },
      menuLandingPages: [],
      allContentfulGatedContent: { nodes: [] },
    });
    const taken = [MAIN_ID, headingId('home-faq'), ...idsOfRenderedDownloadPage()];
    expect(taken).toEqual(expect.arrayContaining(['main', 'get-your-copy']));
    for (const id of taken) {
      const [kept] = idsIn(sanitizeMarkdownHtml(`<h2 id="${id}">A</h2><h2>${id}</h2>`));
      expect([id, taken.includes(kept ?? '')]).toEqual([id, false]);
    }
  });

  it('are plain ASCII, and "section" when the text has no letters or digits', () => {
    expect(headingSlug('Équipe &amp; café — 2025!')).toBe('equipe-cafe-2025');
    expect(headingSlug('¿?')).toBe('section');
  });

  it('cannot be used to inject attributes', () => {
    const html = sanitizeMarkdownHtml('<h2 onclick="alert(1)">"><script>alert(1)</script></h2>');
    expect(html).not.toMatch(/onclick|<script/);
    expect(html).toMatch(/^<h2 id="[a-z0-9-]+">/);
  });
});

describe('renderMarkdown', () => {
  it('renders CommonMark with heading ids, and an h1 as a section heading', () => {
    expect(renderMarkdown('# Fair pay\n\nSome *text* and **more**.\n\n## How it works')).toBe(
      '<h2 id="fair-pay">Fair pay</h2>\n<p>Some <em>text</em> and <strong>more</strong>.</p>\n<h2 id="how-it-works">How it works</h2>',
    );
  });

  it('renders GitHub tables with alignment, strikethrough and bare links', () => {
    const html = renderMarkdown(
      '| Plan | Fee |\n| :--- | ---: |\n| Basic | 1 |\n\n~~old~~ see https://example.com/rates',
    );
    expect(html).toContain('<th align="left">Plan</th>');
    expect(html).toContain('<td align="right">1</td>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain(
      '<a href="https://example.com/rates" target="_blank" rel="nofollow noopener noreferrer">https://example.com/rates</a>',
    );
  });

  it('passes raw HTML and links in the text through the same allow-list', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><b onclick="x()">bold</b>\n\n[a](javascript:alert(1)) [b](/pricing/)',
    );
    expect(html).not.toMatch(/<script|alert\(1\)<|onclick|href="javascript/i);
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<a href="/pricing">b</a>');
  });
});

describe('Markdown nodes', () => {
  const textNode = (mediaType: string) =>
    ({
      id: 'text-1',
      parent: 'entry-1',
      children: [],
      body: 'Hello *there*',
      internal: { type: 'contentfulBlogPostBodyTextNode', mediaType, content: 'Hello *there*' },
    }) as unknown as Node;

  /** The Node API helpers these hooks use, recording what they create. */
  const nodeApi = (existing: Node[] = []) => {
    const created: Record<string, unknown>[] = [];
    const links: { parent: Node; child: Node }[] = [];
    const args = {
      actions: {
        createNode: (child: Record<string, unknown>) => created.push(child),
        createParentChildLink: (link: { parent: Node; child: Node }) => links.push(link),
      },
      createNodeId: (seed: string) => `id(${seed})`,
      createContentDigest: (value: unknown) => `digest of ${JSON.stringify(value)}`,
      loadNodeContent: (source: Node) => Promise.resolve(source.internal.content ?? ''),
      getNode: (id: string) => existing.find((node) => node.id === id),
      getNodesByType: (type: string) => existing.filter((node) => node.internal.type === type),
      reporter: { info: () => undefined },
    };
    return { args: args as unknown as Parameters<typeof refreshMarkdownNodes>[0], created, links };
  };

  const html = '<p>Hello <em>there</em></p>';
  const markdownNode = (renderer: string) => ({
    id: 'id(text-1 >>> Markdown)',
    parent: 'text-1',
    children: [],
    html,
    readingTime: { words: 2, minutes: 0 },
    headings: [],
    renderer,
    internal: {
      type: 'Markdown',
      contentDigest: `digest of ${JSON.stringify({ html, renderer })}`,
    },
  });

  it('give a Markdown text node a child holding its sanitised HTML, linked to it', async () => {
    const node = textNode('text/markdown');
    const { args, created, links } = nodeApi();
    await createMarkdownNode({ ...args, node });
    expect(created).toEqual([markdownNode(RENDERER_VERSION)]);
    expect(links).toEqual([{ parent: node, child: created[0] }]);
  });

  it('carry the reading time and the outline of their HTML, so browsers need not compute them', async () => {
    const words = Array.from({ length: 500 }, (_, index) => `word${index}`).join(' ');
    const node = {
      ...textNode('text/markdown'),
      internal: {
        type: 'contentfulBlogPostBodyTextNode',
        mediaType: 'text/markdown',
        content: `## First part\n\n${words}\n\n### A detail\n\nMore.`,
      },
    } as unknown as Node;
    const { args, created } = nodeApi();
    await createMarkdownNode({ ...args, node });
    // 500 words and the headings' 4 at 220 a minute: 3 minutes, rounded up.
    expect(created[0]).toMatchObject({
      readingTime: { words: 505, minutes: 3 },
      headings: [
        { level: 2, id: expect.any(String), text: 'First part' },
        { level: 3, id: expect.any(String), text: 'A detail' },
      ],
    });
  });

  it('are never made for other nodes', async () => {
    const { args, created } = nodeApi();
    await createMarkdownNode({ ...args, node: textNode('application/json') });
    expect(created).toEqual([]);
  });

  it('are rendered again when other build code made them, and only then', async () => {
    const text = textNode('text/markdown');
    const stale = nodeApi([text, markdownNode('older-code') as unknown as Node]);
    await refreshMarkdownNodes(stale.args, { plugins: [] }, () => undefined);
    expect(stale.created).toEqual([markdownNode(RENDERER_VERSION)]);

    const current = nodeApi([text, markdownNode(RENDERER_VERSION) as unknown as Node]);
    await refreshMarkdownNodes(current.args, { plugins: [] }, () => undefined);
    expect(current.created).toEqual([]);
  });
});
