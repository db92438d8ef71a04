import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { makeMarkdownBlogSite } from './markdown-blog-site';

describe('makeMarkdownBlogSite', () => {
  it('writes one Markdown file per post and pads with listings to the page count', () => {
    const posts = [1, 2, 3].map((n) => ({
      slug: `post-${n}`,
      title: `Post "${n}"`,
      date: `2020-01-0${n}T00:00:00.000Z`,
      body: `## Section ${n}\n\nText of post ${n}.`,
    }));
    const site = makeMarkdownBlogSite(posts, 8);
    try {
      expect(readdirSync(path.join(site.dir, 'posts')).sort()).toEqual([
        'post-1.md',
        'post-2.md',
        'post-3.md',
      ]);
      const file = readFileSync(path.join(site.dir, 'posts', 'post-2.md'), 'utf8');
      expect(file).toContain('title: "Post \\"2\\""');
      expect(file).toContain('slug: post-2');
      expect(file).toContain('## Section 2');
      // 3 post pages + 5 listing pages = the 8 pages asked for.
      expect(readFileSync(path.join(site.dir, 'gatsby-node.js'), 'utf8')).toContain('page < 5;');
      expect(readFileSync(path.join(site.dir, 'gatsby-config.js'), 'utf8')).toContain(
        'gatsby-transformer-remark',
      );
    } finally {
      site.remove();
    }
    expect(existsSync(site.dir)).toBe(false);
  });
});
