import {
  AFFECTED_PAGES_HEADING,
  AFFECTED_PAGES_MAX,
  affectedPagesMarkdown,
  pageUrl,
} from './affected-pages-markdown';

const origins = {
  production: 'https://www.example.org',
  preview: 'https://deploy-preview-12--site.netlify.app',
};

describe('affectedPagesMarkdown', () => {
  it('lists each page with its preview and production links', () => {
    const text = affectedPagesMarkdown(
      [
        { path: '/blog/post', change: 'changed' },
        { path: '/blog/new', change: 'added' },
        { path: '/blog/old', change: 'removed' },
      ],
      origins,
    );
    expect(text).toBe(
      [
        AFFECTED_PAGES_HEADING,
        '',
        '3 pages of the site change, by the data the pages are built from.',
        '',
        '- `/blog/post` (changed): [deploy preview](https://deploy-preview-12--site.netlify.app/blog/post) · [production](https://www.example.org/blog/post)',
        '- `/blog/new` (new): [deploy preview](https://deploy-preview-12--site.netlify.app/blog/new)',
        '- `/blog/old` (removed): [production](https://www.example.org/blog/old)',
        '',
      ].join('\n'),
    );
  });

  it('says when no page changes, and when the preview is unknown', () => {
    expect(affectedPagesMarkdown([], origins)).toContain('No page of the site changes.');
    const text = affectedPagesMarkdown([{ path: '/', change: 'changed' }], {
      production: origins.production,
    });
    expect(text).toContain('The deploy preview’s links are missing');
    expect(text).toContain('- `/` (changed): [production](https://www.example.org/)\n');
  });

  it('keeps a hostile path inside its code span and its links', () => {
    const hostile = '/blog/a`b` **x** <img src=x onerror=alert(1)> [y](javascript:z) (p)|q';
    const text = affectedPagesMarkdown([{ path: hostile, change: 'changed' }], origins);
    const item = text.split('\n').find((line) => line.startsWith('- ')) ?? '';
    expect(item).toMatch(/^- ``\/blog\/a`b` \*\*x\*\* <img [^\n]*\|q`` \(changed\): /);
    const links = item.slice(item.indexOf(' (changed): '));
    expect(links).not.toMatch(/[<>`]/);
    // Every link's target ends at its own closing parenthesis.
    for (const [, url] of links.matchAll(/\]\(([^)]*)\)/g)) {
      expect(url).toMatch(/^https:\/\/[^\s()<>`[\]]+$/);
    }
    expect(links.match(/\]\(/g)).toHaveLength(2);
  });

  it('keeps a 10,000-character path within the section’s size', () => {
    const long = `/${'`*<>'.repeat(2_500)}`;
    const text = affectedPagesMarkdown(
      [
        { path: '/short', change: 'changed' },
        { path: long, change: 'changed' },
      ],
      origins,
    );
    expect(text.length).toBeLessThanOrEqual(AFFECTED_PAGES_MAX);
    expect(text).toContain('- `/short` (changed)');
    expect(text).toContain('- …and 1 more page, left out');
  });

  it('fits a long list in its size, counting the pages left out', () => {
    const pages = Array.from({ length: 500 }, (_, index) => ({
      path: `/blog/${'x'.repeat(100)}-${index}`,
      change: 'changed' as const,
    }));
    const text = affectedPagesMarkdown(pages, origins, 4_000);
    expect(text.length).toBeLessThanOrEqual(4_000);
    const shown = text.split('\n').filter((line) => line.startsWith('- `')).length;
    expect(text).toContain(`- …and ${500 - shown} more pages, left out`);
  });
});

describe('pageUrl', () => {
  it('percent-encodes what could end a Markdown link', () => {
    expect(pageUrl('https://www.example.org/', '/a b/(c)[d]<e>#f?g')).toBe(
      'https://www.example.org/a%20b/%28c%29%5Bd%5D%3Ce%3E%23f%3Fg',
    );
  });
});
