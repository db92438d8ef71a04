import { noopAnalytics, onAdConversion, setAnalyticsClient, track, type AnalyticsClient } from '.';

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

  it('also hands every ad conversion to its listeners, with or without a client', () => {
    const listener = jest.fn();
    const stop = onAdConversion(listener);
    track('ad_conversion', { conversion: 'contact' });
    track('form_submitted', { section_page: '/contact', section_name: 'Form', form_name: 'c' });
    const client: AnalyticsClient = { track: jest.fn() };
    setAnalyticsClient(client);
    track('ad_conversion', { conversion: 'book-a-call', value: 5 });
    stop();
    track('ad_conversion', { conversion: 'contact' });
    expect(listener.mock.calls).toEqual([
      [{ conversion: 'contact' }],
      [{ conversion: 'book-a-call', value: 5 }],
    ]);
    expect(client.track).toHaveBeenCalledTimes(2);
  });
});
