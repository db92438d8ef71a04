/** Its own module: the header's top row, in every first load, needs only this. */
export const trackedLinkProps = (entry: { tracked?: true }): { 'data-button'?: '' } =>
  entry.tracked ? { 'data-button': '' } : {};
