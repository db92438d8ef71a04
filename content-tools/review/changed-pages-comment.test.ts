import { changedPagesComment } from './changed-pages-comment';
import type { ReviewPage } from './review-index';

const shot = (width: number) => ({ width, before: 'b.png', after: 'a.png' });

describe('changedPagesComment', () => {
  it('is a table of the pages, with the pictures each has', () => {
    const pages: ReviewPage[] = [
      { path: '/', change: 'changed', shots: [shot(390), shot(1280)] },
      { path: '/blog/new', change: 'added', shots: [{ width: 390, after: 'a.png' }] },
      { path: '/blog/late', change: 'changed', shots: [] },
    ];
    const comment = changedPagesComment(pages);
    expect(comment).toContain('3 pages change');
    expect(comment).toContain('2 pictured before and after');
    expect(comment).toContain('| `/` | changed | before and after (390 px, 1280 px) |\n');
    expect(comment).toContain('| `/blog/new` | new | after (390 px) |\n');
    expect(comment).toContain('| `/blog/late` | changed | — |\n');
  });

  it('keeps a hostile path inside its cell, one line, and within the size limit', () => {
    const hostile = `/a|b\n| x | y |\n\`\`\`<b>${'z'.repeat(10_000)}`;
    const comment = changedPagesComment([{ path: hostile, change: 'changed', shots: [] }]);
    const row = comment.split('\n').find((line) => line.includes('/a'));
    // Every pipe of the path is escaped, so the row keeps its four cell borders.
    expect(row?.match(/(?<!\\)\|/g)).toHaveLength(4);
    expect(row).toContain('<b>');
    expect(row?.startsWith('| ````')).toBe(true);
    expect(comment.length).toBeLessThan(1_000);
  });

  it('lists as many pages as fit, and counts the others', () => {
    const pages: ReviewPage[] = Array.from({ length: 500 }, (_, index) => ({
      path: `/page-${index}`,
      change: 'changed',
      shots: [],
    }));
    const comment = changedPagesComment(pages, 2_000);
    expect(comment.length).toBeLessThanOrEqual(2_000);
    expect(comment).toMatch(/…and \d+ more pages, left out/);
  });

  it('says when no page changes', () => {
    expect(changedPagesComment([])).toContain("No page's HTML changes.");
  });
});
