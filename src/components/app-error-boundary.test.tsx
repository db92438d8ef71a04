/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MESSAGES } from '../lib/site-config';
import { reportError } from '../services/monitoring/report-error';
import { reloadOnChunkError } from '../services/site-version';
import { AppErrorBoundary } from './app-error-boundary';

jest.mock('../services/monitoring/report-error', () => ({ reportError: jest.fn() }));
jest.mock('../services/site-version', () => ({
  ...jest.requireActual<object>('../services/site-version'),
  reloadOnChunkError: jest.fn(),
}));

const chunkLoadError = Object.assign(new Error('Loading chunk 7 failed.'), {
  name: 'ChunkLoadError',
});

const Throws = ({ error }: { error: Error }): never => {
  throw error;
};

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(reportError).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('hands code that failed to load to the reload, and shows nothing while the page reloads', () => {
    jest.mocked(reloadOnChunkError).mockReturnValue(true);
    const { container } = render(
      <AppErrorBoundary>
        <Throws error={chunkLoadError} />
      </AppErrorBoundary>,
    );
    expect(reloadOnChunkError).toHaveBeenCalledWith(chunkLoadError);
    expect(container).toBeEmptyDOMElement();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows the error page and reports when the reload guard refuses', () => {
    jest.mocked(reloadOnChunkError).mockReturnValue(false);
    render(
      <AppErrorBoundary>
        <Throws error={chunkLoadError} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeVisible();
    expect(reportError).toHaveBeenCalledWith(chunkLoadError, expect.any(String));
  });

  it('shows the error page for any other error, without a reload', () => {
    jest.mocked(reloadOnChunkError).mockClear();
    render(
      <AppErrorBoundary>
        <Throws error={new TypeError('x is undefined')} />
      </AppErrorBoundary>,
    );
    expect(reloadOnChunkError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeVisible();
  });
});
