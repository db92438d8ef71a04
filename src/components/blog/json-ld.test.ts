import { blogPostingJsonLd, scriptSafeJson } from './json-ld';

const POST = {
  title: 'Fair pay',
  description: 'What fair pay looks like.',
  slug: 'fair-pay',
  publishDate: '2025-08-05T09:00:00.000Z',
  author: { name: 'Elena Petrova', slug: 'elena-petrova' },
  category: { name: 'Ethics and impact' },
  tags: [{ name: 'Fair pay' }, { name: 'Remote teams' }],
  imagePath: '/static/abc/hero.jpg',
  wordCount: 640,
};

describe('blogPostingJsonLd', () => {
  it('describes the article as a schema.org BlogPosting with absolute addresses', () => {
    expect(blogPostingJsonLd(POST, 'https://www.example.org')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Fair pay',
      description: 'What fair pay looks like.',
      url: 'https://www.example.org/blog/fair-pay',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.org/blog/fair-pay' },
      datePublished: '2025-08-05T09:00:00.000Z',
      author: {
        '@type': 'Person',
        name: 'Elena Petrova',
        url: 'https://www.example.org/blog/author/elena-petrova',
      },
      publisher: {
        '@type': 'Organization',
        name: 'Ethical Global Outsourcing',
        url: 'https://www.example.org',
      },
      articleSection: 'Ethics and impact',
      keywords: 'Fair pay, Remote teams',
      image: ['https://www.example.org/static/abc/hero.jpg'],
      wordCount: 640,
      inLanguage: 'en',
    });
  });

  it('leaves out image and keywords when the article has none', () => {
    const json = blogPostingJsonLd({ ...POST, tags: [], imagePath: null });
    expect(json).not.toHaveProperty('image');
    expect(json).not.toHaveProperty('keywords');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element it sits in', () => {
    const text = scriptSafeJson({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
