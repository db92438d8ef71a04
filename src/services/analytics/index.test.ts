import { noopAnalytics, setAnalyticsClient, track, type AnalyticsClient } from '.';

describe('analytics', () => {
  afterEach(() => setAnalyticsClient(noopAnalytics));

  it('is a no-op by default', () => {
    expect(() => track('blog_search', { query: 'fair pay', page: 1 })).not.toThrow();
  });

  it('sends every event to the client that is plugged in', () => {
    const client: AnalyticsClient = { track: jest.fn() };
    setAnalyticsClient(client);
    track('blog_search_results', { query: 'fair pay', page: 2, total: 12 });
    expect(client.track).toHaveBeenCalledWith('blog_search_results', {
      query: 'fair pay',
      page: 2,
      total: 12,
    });
  });
});
