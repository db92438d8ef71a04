/** The spec's words (section 4). */
export const PACKAGE_STATE_LABELS = {
  current: 'Your current package',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
} as const;
