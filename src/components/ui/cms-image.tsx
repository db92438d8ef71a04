import { css } from '@emotion/react';
import type { CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface CmsImageProps {
  image: IGatsbyImageData | null | undefined;
  /** "" for a purely decorative picture. */
  alt: string;
  className?: string;
  /** Above the fold: fetched first so the largest paint is not held back; others load lazily. */
  priority?: boolean;
  sizes?: string;
}

// Styles sit on the frame: an emotion style tag between <source> and <img> makes Chromium's
// preload scanner also fetch the fallback format of every eager picture.
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

/** Script-free, unlike `GatsbyImage`, which loads a hydration chunk on every page with one. */
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
          // A full-width image's data holds proportions, not pixel sizes; the frame keeps them.
          {...(image.layout === 'fullWidth' ? {} : { width: image.width, height: image.height })}
          alt={alt}
          {...(priority ? firstFetched : fetchedNearViewport)}
          decoding="async"
        />
      </picture>
    </div>
  );
};

export const assetAlt = (
  asset: { description?: string | null; title?: string | null } | null | undefined,
) => asset?.description || asset?.title || '';
