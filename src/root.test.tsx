/** @jest-environment jsdom */
import '../tests/support/runtime/text-encoding';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { buildWith } from '../tests/support/browser-settings';
import { MESSAGES } from './lib/site-config';
import { wrapPageElement, wrapRootElement } from './root';
import { resetMonitoring, startMonitoring } from './services/monitoring';
import { useSession } from './services/session';

type Wrapper = (args: { element: ReactElement }) => ReactElement;

/** A page as Gatsby renders it: the page wrapper inside the root wrapper. */
const wrap = (page: ReactElement) =>
  (wrapRootElement as Wrapper)({ element: (wrapPageElement as Wrapper)({ element: page }) });

const SessionStatus = () => <p>session {useSession().status}</p>;

const Broken = (): ReactElement => {
  throw new Error('the page broke');
};

describe('the root element', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it('renders the page with a live session, the notifications and the loading bar', async () => {
    const { container } = render(wrap(<SessionStatus />));
    // No main API is configured in tests: the browser session settles as anonymous.
    expect(await screen.findByText('session ready')).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(container.querySelector('[data-phase="idle"]')).not.toBeNull();
  });

  it('server-renders the page inside a Suspense boundary, so React hydrates it in slices', () => {
    // A server-rendered boundary is hydrated at low priority, yielding to the browser every few
    // milliseconds: one long task over the whole page would block a phone's main thread.
    const html = renderToString(wrap(<p>the page</p>));
    expect(html).toMatch(/^<!--\$--><p>the page<\/p>.*<!--\/\$-->/);
  });

  it('renders no markup of its own around a Head, which Gatsby wraps in it too', () => {
    const { container } = render((wrapRootElement as Wrapper)({ element: <title>Pricing</title> }));
    expect(container.innerHTML).toBe('<title>Pricing</title>');
  });

  it('shows the error page when anything under it fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(wrap(<Broken />));
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.notFoundTitle }),
    ).toBeVisible();
    expect(screen.getByText(MESSAGES.notFoundDescription)).toBeVisible();
    expect(screen.getByRole('link', { name: MESSAGES.backToHome })).toHaveAttribute('href', '/');
    expect(consoleError).not.toHaveBeenCalledWith(
      expect.stringContaining('showing the error page'),
      expect.anything(),
      expect.anything(),
    );
    consoleError.mockRestore();
  });

  it('logs the failure in development', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    buildWith({ NODE_ENV: 'development' });
    await act(async () => {
      render(wrap(<Broken />));
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('showing the error page'),
      expect.objectContaining({ message: 'the page broke' }),
      expect.any(String),
    );
    consoleError.mockRestore();
  });

  it('reports the failure to Sentry when error reporting is on', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const captureException = jest.fn();
    await startMonitoring({
      dsn: 'https://0123abcd@o1.ingest.sentry.io/42',
      whenInteractive: () => Promise.resolve(),
      load: () =>
        Promise.resolve({
          init: () => undefined,
          captureException,
          browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
        }),
    });
    render(wrap(<Broken />));
    expect(captureException).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the page broke' }),
      { contexts: { react: { componentStack: expect.stringContaining('Broken') } } },
    );
    resetMonitoring();
    consoleError.mockRestore();
  });
});
