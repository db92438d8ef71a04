/**
 * A menu link the editors marked tracked (the navigation item's "Tracked" field, e.g. the app
 * download) carries the mark the button-click listener counts
 * (src/services/analytics/button-clicks.ts), so its clicks are reported as button clicks are.
 * A module of its own: the header's top row, in every first load, needs only this.
 */
export const trackedLinkProps = (entry: { tracked?: true }): { 'data-button'?: '' } =>
  entry.tracked ? { 'data-button': '' } : {};
