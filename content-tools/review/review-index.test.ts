/**
 * @jest-environment jsdom
 */
import { escapeHtml, type ReviewPage, reviewIndexHtml } from './review-index';

const HOSTILE =
  '<img src=x onerror=alert(1)> **bold** [link](https://evil.example) ``` `code` </pre><script>alert(2)</script>"\'&amp;' +
  'x'.repeat(10_000);

const pages: ReviewPage[] = [
  {
    path: '/blog/changed',
    change: 'changed',
    shots: [{ width: 390, before: 'shots/001-390-before.png', after: 'shots/001-390-after.png' }],
  },
  {
    path: '/blog/gone',
    change: 'removed',
    shots: [{ width: 390, before: 'shots/002-390-before.png' }],
  },
  {
    path: `/blog/${HOSTILE}`,
    change: 'added',
    shots: [{ width: 390, after: 'shots/003-390-after.png' }],
  },
  { path: '/blog/unpictured', change: 'changed', shots: [] },
];

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('escapeHtml', () => {
  it('escapes every character that starts markup or ends an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('reviewIndexHtml', () => {
  it('shows each pictured page before and after, side by side, and lists every page', () => {
    const doc = parse(reviewIndexHtml({ pages, summary: '### What changed\n\n- Blog post' }));
    const sections = [...doc.querySelectorAll('section.page')];
    expect(sections).toHaveLength(3);
    const changed = sections[0] as Element;
    expect(changed.querySelector('h2 code')?.textContent).toBe('/blog/changed');
    expect(changed.querySelector('img.before')?.getAttribute('src')).toBe(
      'shots/001-390-before.png',
    );
    expect(changed.querySelector('img.after')?.getAttribute('src')).toBe('shots/001-390-after.png');
    expect(sections[1]?.querySelector('img.after')).toBeNull();
    expect(sections[1]?.querySelector('.after.missing')?.textContent).toContain(
      'The page is gone.',
    );
    const rows = [...doc.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toContain('not pictured');
    expect(doc.querySelector('pre')?.textContent).toBe('### What changed\n\n- Blog post');
  });

  it('keeps a hostile path and summary as clipped text: no element, attribute or script they name', () => {
    const html = reviewIndexHtml({ pages, summary: `- Blog post ${HOSTILE}` });
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('[onerror]')).toHaveLength(0);
    // The four pictures of the three pictured pages, and no image the path names.
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'shots/001-390-before.png',
      'shots/001-390-after.png',
      'shots/002-390-before.png',
      'shots/003-390-after.png',
    ]);
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).not.toContain(
      'https://evil.example',
    );
    const shown = doc.querySelector('#page-3 h2 code')?.textContent ?? '';
    expect(shown.startsWith(`/blog/${HOSTILE.slice(0, 100)}`)).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThan(HOSTILE.length);
    expect(doc.querySelector('pre')?.textContent).toBe(`- Blog post ${HOSTILE}`);
    expect(html).not.toContain('<script');
  });

  it('says when no page changes', () => {
    const doc = parse(reviewIndexHtml({ pages: [] }));
    expect(doc.body.textContent).toContain('No page’s HTML changes.');
    expect(doc.querySelector('pre')).toBeNull();
  });
});
