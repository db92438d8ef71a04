import { css } from '@emotion/react';
import type { CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface CmsImageProps {
  /** The processed image (`localFile.childImageSharp.gatsbyImageData`), if the asset has one. */
  image: IGatsbyImageData | null | undefined;
  /** Alternative text; pass "" for a purely decorative picture. */
  alt: string;
  className?: string;
  /**
   * The picture is above the fold when the page first loads (a page header's picture, the first
   * card of a listing): it is fetched at once and ahead of other files, so the largest paint is
   * not held back. Every other picture loads lazily, when it nears the viewport.
   */
  priority?: boolean;
  /**
   * How wide the picture is shown (the `sizes` attribute), so the browser picks the smallest
   * file that fills the slot; the image data's own value (its full width) when left out.
   */
  sizes?: string;
}

// Static styles, serialised once; what differs per image goes in `style`. The picture's own
// styles sit on the frame: a style tag emotion rendered between <source> and <img> made
// Chromium's preload scanner fetch the fallback format of every eager picture as well.
const frame = {
  position: 'relative',
  overflow: 'hidden',
  backgroundSize: 'cover',
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
} as const;
const inlineFrame = css({
  ...frame,
  display: 'inline-block',
  verticalAlign: 'top',
  maxWidth: '100%',
});
const blockFrame = css({ ...frame, display: 'block', width: '100%' });

// React 18 passes only lowercase unknown attributes through (it warns about `fetchPriority`).
const firstFetched = { loading: 'eager', fetchpriority: 'high' } as const;
const fetchedNearViewport = { loading: 'lazy' } as const;

/** The slot's size and the placeholder shown until the picture has loaded. */
const frameStyle = ({
  layout,
  width,
  height,
  backgroundColor,
  placeholder,
}: IGatsbyImageData): CSSProperties => ({
  ...(layout === 'fixed'
    ? { width, height }
    : { width: layout === 'constrained' ? width : undefined, aspectRatio: `${width} / ${height}` }),
  backgroundColor,
  backgroundImage: placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined,
});

/**
 * A responsive image from the CMS: srcset, WebP, native lazy loading (or fetched first when it
 * is above the fold), the blurred placeholder or dominant colour, and a frame of the image's proportions so nothing shifts while it loads.
 * It renders the same markup on the server and in the browser and needs no script:
 * gatsby-plugin-image's `GatsbyImage` loads its hydration chunk (about 14 KB brotli) on every
 * page with a picture before it looks at the server-rendered one. gatsby-plugin-image still makes
 * the image data at build time.
 */
export const CmsImage = ({ image, alt, className, priority = false, sizes }: CmsImageProps) => {
  if (!image) return null;
  const { fallback, sources = [] } = image.images;
  return (
    <div
      className={className}
      css={image.layout === 'fullWidth' ? blockFrame : inlineFrame}
      style={frameStyle(image)}
      data-cms-image=""
    >
      <picture>
        {sources.map((source) => (
          <source
            key={`${source.type ?? ''} ${source.media ?? ''}`}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={sizes ?? source.sizes}
          />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={sizes ?? fallback?.sizes}
          // A full-width image's data gives its proportions (1 × 0.625), which are no pixel
          // sizes: its frame holds the proportions, and the picture fills the frame.
          {...(image.layout === 'fullWidth' ? {} : { width: image.width, height: image.height })}
          alt={alt}
          {...(priority ? firstFetched : fetchedNearViewport)}
          decoding="async"
        />
      </picture>
    </div>
  );
};

/** Alt text of an asset: its description, else its title. */
export const assetAlt = (
  asset: { description?: string | null; title?: string | null } | null | undefined,
) => asset?.description || asset?.title || '';
