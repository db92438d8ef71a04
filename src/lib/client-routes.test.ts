import { CLIENT_ROUTES, clientRoutePaths, isValidClientParam } from './client-routes';

describe('client routes', () => {
  it('cover every parameterised route of the specification', () => {
    expect(CLIENT_ROUTES.map((route) => clientRoutePaths(route).matchPath)).toEqual([
      '/freelancer/:freelancerId',
      '/independent-contractor/:freelancerId',
      '/job/:jobId',
      '/job/worklog/:projectId',
      '/referrer/:id',
      '/template-preview/:slug',
    ]);
  });

  describe('validate check', () => {
    it('accepts short id tokens and rejects anything else', () => {
      expect(isValidClientParam('job', 'j-77')).toBe(true);
      expect(isValidClientParam('job', 'A_b-9')).toBe(true);
      expect(isValidClientParam('job', 'not valid!')).toBe(false);
      expect(isValidClientParam('job', '')).toBe(false);
      expect(isValidClientParam('job', undefined)).toBe(false);
      expect(isValidClientParam('job', 'x'.repeat(65))).toBe(false);
    });

    it('accepts only known template slugs for previews', () => {
      expect(isValidClientParam('template-preview', 'pricing', ['pricing'])).toBe(true);
      expect(isValidClientParam('template-preview', 'unknown', ['pricing'])).toBe(false);
      expect(isValidClientParam('template-preview', 'Pricing', ['Pricing'])).toBe(false);
    });
  });
});
