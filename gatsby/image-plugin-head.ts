/**
 * gatsby-plugin-image writes a style, a noscript style and a module script into every page's
 * head for its `GatsbyImage` component (the wrapper's layout and its fade-in). The site renders
 * pictures with `CmsImage` (src/components/ui/cms-image.tsx), which needs none of them; the
 * plugin stays for the image data it makes at build time. Its head elements are told by their
 * React keys, which the plugin sets in its gatsby-ssr.js.
 */
import type { ReactNode } from 'react';

export const IMAGE_PLUGIN_HEAD_KEYS: ReadonlySet<string> = new Set([
  'gatsby-image-style',
  'gatsby-image-style-noscript',
  'gatsby-image-style-script',
]);

const keyOf = (component: ReactNode): string | null =>
  typeof component === 'object' && component !== null && 'key' in component
    ? (component.key as string | null)
    : null;

/** `components` without gatsby-plugin-image's head elements. */
export const withoutImagePluginHead = (components: readonly ReactNode[]): ReactNode[] =>
  components.filter((component) => !IMAGE_PLUGIN_HEAD_KEYS.has(keyOf(component) ?? ''));
