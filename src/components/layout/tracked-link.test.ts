import { trackedLinkProps } from './tracked-link';

describe('trackedLinkProps', () => {
  it('marks a tracked entry for the button-click listener, and nothing else', () => {
    expect(trackedLinkProps({ tracked: true })).toEqual({ 'data-button': '' });
    expect(trackedLinkProps({})).toEqual({});
  });
});
