/** @jest-environment jsdom */
import type { BrowserOptions } from '@sentry/gatsby';
import { reportError, resetMonitoring, startMonitoring, type SentryApi } from '.';

const DSN = 'https://0123abcd@o1.ingest.sentry.io/42';

const fakeSentry = () => {
  const init = jest.fn((_options: BrowserOptions) => undefined);
  const captureException = jest.fn();
  const tracing = { name: 'BrowserTracing' };
  const api: SentryApi = { init, captureException, browserTracingIntegration: () => tracing };
  return { api, init, captureException, tracing };
};

describe('monitoring', () => {
  afterEach(resetMonitoring);

  it('imports nothing and sends nothing when Sentry is off', async () => {
    const load = jest.fn(() => Promise.resolve(fakeSentry().api));
    await startMonitoring({ dsn: null, load, whenInteractive: () => Promise.resolve() });
    expect(() => reportError(new Error('lost'))).not.toThrow();
    expect(load).not.toHaveBeenCalled();
  });

  it('is off in a build with nothing configured, as in tests and a fresh clone', async () => {
    const load = jest.fn(() => Promise.resolve(fakeSentry().api));
    await startMonitoring({ load, whenInteractive: () => Promise.resolve() });
    expect(load).not.toHaveBeenCalled();
  });

  it('initialises Sentry with the spec settings once the page is interactive', async () => {
    const sentry = fakeSentry();
    let interactive: () => void = () => undefined;
    const started = startMonitoring({
      dsn: DSN,
      load: () => Promise.resolve(sentry.api),
      whenInteractive: () => new Promise((resolve) => (interactive = resolve)),
    });
    await Promise.resolve();
    expect(sentry.init).not.toHaveBeenCalled();
    interactive();
    await started;
    expect(sentry.init).toHaveBeenCalledWith({
      dsn: DSN,
      environment: 'test',
      tracesSampleRate: 1,
      maxBreadcrumbs: 100,
      transportOptions: { bufferSize: 30 },
      integrations: [sentry.tracing],
    });
  });

  it('loads Sentry only once a page allows external scripts', async () => {
    const sentry = fakeSentry();
    let allowed: () => void = () => undefined;
    const load = jest.fn(() => Promise.resolve(sentry.api));
    const started = startMonitoring({
      dsn: DSN,
      load,
      whenInteractive: () => Promise.resolve(),
      whenPageAllows: () => new Promise((resolve) => (allowed = resolve)),
    });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    allowed();
    await started;
    expect(sentry.init).toHaveBeenCalledTimes(1);
  });

  it('sends errors reported while it loaded, then each new one, with the component stack', async () => {
    const sentry = fakeSentry();
    let loaded: (api: SentryApi) => void = () => undefined;
    const started = startMonitoring({
      dsn: DSN,
      load: () => new Promise((resolve) => (loaded = resolve)),
      whenInteractive: () => Promise.resolve(),
    });
    const early = new Error('early');
    reportError(early, '\n    at Hero');
    await Promise.resolve();
    loaded(sentry.api);
    await started;
    const late = new Error('late');
    reportError(late);
    expect(sentry.captureException.mock.calls).toEqual([
      [early, { contexts: { react: { componentStack: '\n    at Hero' } } }],
      [late, { contexts: { react: { componentStack: '' } } }],
    ]);
  });

  it('leaves the page working when Sentry cannot load', async () => {
    await expect(
      startMonitoring({
        dsn: DSN,
        load: () => Promise.reject(new Error('Failed to load')),
        whenInteractive: () => Promise.resolve(),
      }),
    ).resolves.toBeUndefined();
    expect(() => reportError(new Error('after'))).not.toThrow();
  });

  it('works with @sentry/gatsby itself: the error reaches the transport under the DSN key', async () => {
    // jsdom has no Performance Timeline, which Sentry's web-vitals read.
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
    const sentry = await import('@sentry/gatsby');
    const envelopes: string[] = [];
    await startMonitoring({
      dsn: DSN,
      whenInteractive: () => Promise.resolve(),
      load: () =>
        Promise.resolve({
          ...sentry,
          // The real SDK, its transport swapped for one that keeps what it would send.
          init: (options: BrowserOptions) =>
            sentry.init({
              ...options,
              transport: (transportOptions) =>
                sentry.createTransport(transportOptions, (request) => {
                  envelopes.push(String(request.body));
                  return Promise.resolve({ statusCode: 200 });
                }),
            }),
        }),
    });
    reportError(new Error('the page broke'), '\n    at Broken');
    await sentry.flush(2000);
    const sent = envelopes.join('\n');
    expect(sent).toContain('the page broke');
    expect(sent).toContain('"public_key":"0123abcd"');
    expect(sent).toContain('"componentStack":"\\n    at Broken"');
    expect(sentry.getClient()?.getOptions()).toMatchObject({
      tracesSampleRate: 1,
      maxBreadcrumbs: 100,
      transportOptions: { bufferSize: 30 },
    });
    await sentry.close();
  });
});
