import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';

interface CmsImageProps {
  /** The processed image (`localFile.childImageSharp.gatsbyImageData`), if the asset has one. */
  image: IGatsbyImageData | null | undefined;
  /** Alternative text; pass "" for a purely decorative picture. */
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/** A responsive image from the CMS (srcset, WebP, intrinsic size so nothing shifts). */
export const CmsImage = ({ image, alt, className, loading }: CmsImageProps) =>
  image ? <GatsbyImage image={image} alt={alt} className={className} loading={loading} /> : null;

/** Alt text of an asset: its description, else its title. */
export const assetAlt = (
  asset: { description?: string | null; title?: string | null } | null | undefined,
) => asset?.description || asset?.title || '';
