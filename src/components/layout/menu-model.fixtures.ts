import type { CmsMenuItem } from './menu-model';

/** Every field the CMS leaves empty is null. */
export const navItem = (
  fields: Partial<CmsMenuItem> & Pick<CmsMenuItem, 'contentful_id' | 'name'>,
): CmsMenuItem => ({
  to: null,
  href: null,
  icon: null,
  alt: null,
  featured: null,
  small: null,
  noDivider: null,
  tracked: null,
  hideOnFooter: null,
  footerGroup: null,
  autoItems: null,
  ...fields,
});
