/** `CmsImage` needs none of gatsby-plugin-image's head elements, told by their React keys. */
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

export const withoutImagePluginHead = (components: readonly ReactNode[]): ReactNode[] =>
  components.filter((component) => !IMAGE_PLUGIN_HEAD_KEYS.has(keyOf(component) ?? ''));
