/** @jest-environment jsdom */
import { notifications, SITE_UPDATED_TEXT } from '../notifications';
import { startSiteVersion } from '.';

const POLL_MS = 2000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('puts the site-updated notice in the page’s notifications when a poll finds a newer build', async () => {
  window.___webpackCompilationHash = 'build-1';
  window.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ webpackCompilationHash: 'build-2' }),
  })) as unknown as typeof fetch;
  const siteVersion = startSiteVersion({
    apiBaseUrl: null,
    authCookies: { domain: null, path: '/' },
    newBuildPollMs: POLL_MS,
  });
  await jest.advanceTimersByTimeAsync(POLL_MS);
  siteVersion.stop();
  expect(notifications.getSnapshot()).toEqual([
    expect.objectContaining({ type: 'success', text: SITE_UPDATED_TEXT }),
  ]);
  jest.runOnlyPendingTimers();
});
