/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BlogListingPage } from './blog-listing';
import { RelatedArticles } from './related-articles';

// The page frame (header, footer, their static queries) is not what these tests are about.
jest.mock('./blog-page', () => ({
  BlogPage: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

const picture: IGatsbyImageData = {
  layout: 'constrained',
  width: 480,
  height: 270,
  images: {
    fallback: { src: '/static/card.jpg', srcSet: '/static/card.jpg 480w', sizes: '480px' },
    sources: [],
  },
};

const post = (n: number): Queries.BlogPostCardFragment => ({
  title: `Post ${n}`,
  slug: `post-${n}`,
  excerpt: `Excerpt ${n}`,
  publishDate: '2025-03-05T09:00:00.000Z',
  publishDateText: 'March 5, 2025',
  author: { name: 'Ada', slug: 'ada' },
  category: { name: 'Remote work', slug: 'remote-work' },
  heroImage: { localFile: { childImageSharp: { gatsbyImageData: picture } } },
});

const posts = [1, 2, 3, 4].map(post);

/** Each card's picture, in the order of the cards. */
const cardPictures = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => card.querySelector('img'));

describe('the pictures of a list of article cards', () => {
  it('on a listing page: the first card’s is fetched first, the others lazily', () => {
    render(
      <BlogListingPage
        listing={{
          title: 'Blog',
          listLabel: 'Articles',
          description: 'Every article',
          hrefOf: (page) => `/blog/page/${page}`,
        }}
        posts={posts}
        pageContext={{ ids: [], pageNumber: 2, pageCount: 3 }}
      />,
    );
    const [first, ...rest] = cardPictures(screen.getByRole('list', { name: 'Articles' }));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest).toHaveLength(3);
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('under an article (related articles, below the fold): every one lazily', () => {
    const { container } = render(<RelatedArticles posts={posts} />);
    const pictures = cardPictures(container);
    expect(pictures).toHaveLength(4);
    for (const img of pictures) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});
