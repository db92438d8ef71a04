/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CmsImage } from './cms-image';
import { imageSrc } from './image-src';

const imageData = (overrides: Partial<IGatsbyImageData> = {}): IGatsbyImageData => ({
  layout: 'constrained',
  width: 720,
  height: 480,
  images: {
    fallback: {
      src: '/static/a/hero.jpg',
      srcSet: '/static/a/hero-180.jpg 180w,\n/static/a/hero.jpg 720w',
      sizes: '(min-width: 720px) 720px, 100vw',
    },
    sources: [
      {
        type: 'image/webp',
        srcSet: '/static/a/hero-180.webp 180w,\n/static/a/hero.webp 720w',
        sizes: '(min-width: 720px) 720px, 100vw',
      },
    ],
  },
  placeholder: { fallback: 'data:image/jpeg;base64,AAAA' },
  ...overrides,
});

const frameOf = (img: HTMLElement) => img.closest('[data-cms-image]') as HTMLElement;

describe('CmsImage', () => {
  it('renders nothing without processed image data', () => {
    const { container } = render(<CmsImage image={null} alt="A hero" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers WebP and the fallback format at every width, with the alt text', () => {
    const { container } = render(<CmsImage image={imageData()} alt="A hero" />);
    const img = screen.getByRole('img', { name: 'A hero' });
    expect(img).toHaveAttribute('src', '/static/a/hero.jpg');
    expect(img.getAttribute('srcset')).toContain('/static/a/hero.jpg 720w');
    expect(container.querySelector('picture > source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/static/a/hero.webp 720w'),
    );
  });

  it('loads lazily unless it is above the fold, and never blocks decoding', () => {
    render(<CmsImage image={imageData()} alt="Later" />);
    render(<CmsImage image={imageData()} alt="Now" priority />);
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
    const now = screen.getByRole('img', { name: 'Now' });
    expect(now).toHaveAttribute('loading', 'eager');
    expect(now).toHaveAttribute('fetchpriority', 'high');
    expect(now).toHaveAttribute('decoding', 'async');
  });

  it('gives every format the slot width it is given, else the image data’s own', () => {
    const { container } = render(
      <CmsImage image={imageData()} alt="Slot" sizes="(min-width: 992px) 400px, 100vw" />,
    );
    const sizes = [...container.querySelectorAll('source, img')].map((el) =>
      el.getAttribute('sizes'),
    );
    expect(sizes).toEqual(['(min-width: 992px) 400px, 100vw', '(min-width: 992px) 400px, 100vw']);
    render(<CmsImage image={imageData()} alt="Own" />);
    expect(screen.getByRole('img', { name: 'Own' })).toHaveAttribute(
      'sizes',
      '(min-width: 720px) 720px, 100vw',
    );
  });

  it('reserves the picture’s proportions before it loads, showing the placeholder', () => {
    render(<CmsImage image={imageData()} alt="Constrained" />);
    const img = screen.getByRole('img', { name: 'Constrained' });
    expect(img).toHaveAttribute('width', '720');
    expect(img).toHaveAttribute('height', '480');
    const frame = frameOf(img);
    expect(frame.style.width).toBe('720px');
    expect(frame.style.aspectRatio).toBe('720 / 480');
    expect(frame.style.backgroundImage).toBe('url(data:image/jpeg;base64,AAAA)');
  });

  it('sizes a fixed image exactly and a full-width one by its proportions alone', () => {
    render(
      <CmsImage
        image={imageData({
          layout: 'fixed',
          width: 70,
          height: 70,
          placeholder: undefined,
          backgroundColor: '#123456',
        })}
        alt="Avatar"
      />,
    );
    render(<CmsImage image={imageData({ layout: 'fullWidth' })} alt="Banner" />);
    const avatar = frameOf(screen.getByRole('img', { name: 'Avatar' }));
    expect([avatar.style.width, avatar.style.height]).toEqual(['70px', '70px']);
    expect(avatar.style.backgroundColor).toBe('rgb(18, 52, 86)');
    const bannerImage = screen.getByRole('img', { name: 'Banner' });
    const banner = frameOf(bannerImage);
    expect([banner.style.width, banner.style.aspectRatio]).toEqual(['', '720 / 480']);
    // Its data's width and height are proportions, not pixels: the frame holds them.
    expect(bannerImage.hasAttribute('width') || bannerImage.hasAttribute('height')).toBe(false);
  });
});

describe('imageSrc', () => {
  it('is the address of the default file', () => {
    expect(imageSrc(imageData())).toBe('/static/a/hero.jpg');
  });
});
