import { renderRssFeed, type FeedPost } from './blog-feed';

const POST: FeedPost = {
  title: 'Fair pay & "global" teams <explained>',
  slug: 'fair-pay',
  excerpt: 'What fair pay looks like.',
  publishDate: '2025-08-05T09:00:00.000Z',
  author: { name: 'Elena Petrova' },
  category: { name: 'Ethics and impact' },
};
const SITE = 'https://www.example.org';

describe('renderRssFeed', () => {
  const xml = renderRssFeed([POST], SITE);

  it('is an RSS 2.0 channel for the blog, pointing at itself', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<link>https://www.example.org/blog</link>');
    expect(xml).toContain(
      '<atom:link href="https://www.example.org/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<language>en</language>');
  });

  it('lists each post with its address, date, author, category and excerpt', () => {
    expect(xml).toContain('<link>https://www.example.org/blog/fair-pay</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.org/blog/fair-pay</guid>');
    expect(xml).toContain('<pubDate>Tue, 05 Aug 2025 09:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Elena Petrova</dc:creator>');
    expect(xml).toContain('<category>Ethics and impact</category>');
    expect(xml).toContain('<description>What fair pay looks like.</description>');
  });

  it('escapes text so a title cannot break the XML', () => {
    expect(xml).toContain(
      '<title>Fair pay &amp; &quot;global&quot; teams &lt;explained&gt;</title>',
    );
  });

  it('is a valid channel without posts', () => {
    const empty = renderRssFeed([], SITE);
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
    expect(empty).toContain('</channel>');
  });
});
