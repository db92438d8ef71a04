import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** `getSrc` without gatsby-plugin-image: every page's head needs this alone. */
export const imageSrc = (image: IGatsbyImageData): string | undefined => image.images.fallback?.src;
