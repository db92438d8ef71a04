/**
 * The pricing comparison (spec section 4). Part of the site's settings
 * (src/lib/site-config.ts), apart so that only the pages that use them load them.
 */

/** The package comparison states, for a logged-in visitor; the spec's words. */
export const PACKAGE_STATE_LABELS = {
  current: 'Your current package',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
} as const;
