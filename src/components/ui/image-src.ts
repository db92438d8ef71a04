import type { IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * The address of an image's default file (what gatsby-plugin-image's `getSrc` returns). Apart
 * from the picture component: every page's head needs this alone (its share image).
 */
export const imageSrc = (image: IGatsbyImageData): string | undefined => image.images.fallback?.src;
