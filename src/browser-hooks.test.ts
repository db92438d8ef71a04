/** @jest-environment jsdom */
import type { PluginOptions, RouteUpdateArgs } from 'gatsby';
import {
  onClientEntry,
  onPreRouteUpdate,
  onRouteUpdate,
  onRouteUpdateDelayed,
} from './browser-hooks';
import { ROUTE_CHANGE_EVENT } from './lib/route-events';
import { loadingBar } from './services/loading-bar';
import { prepareFirstRender } from './services/navigation';
import { startSiteVersion, watchChunkErrorsFromNow } from './services/site-version';

jest.mock('./services/site-version', () => ({
  startSiteVersion: jest.fn(() => ({ onRouteChange: jest.fn(() => false) })),
  watchChunkErrorsFromNow: jest.fn(),
}));

const firstPageLoaded = Promise.resolve();
jest.mock('./services/navigation', () => ({
  prepareFirstRender: jest.fn(() => firstPageLoaded),
}));

const OPTIONS: PluginOptions = { plugins: [] };
const home = { pathname: '/' } as Location;
const pricing = { pathname: '/pricing' } as Location;

/** The arguments Gatsby passes; only the locations matter to these hooks. */
const route = (location: Location, prevLocation: Location | null) =>
  ({ location, prevLocation }) as unknown as RouteUpdateArgs;

it('watch for chunk errors as Gatsby loads them, before its navigation module and client entry', () => {
  expect(watchChunkErrorsFromNow).toHaveBeenCalledTimes(1);
  expect(startSiteVersion).not.toHaveBeenCalled();
});

describe('the site browser hooks', () => {
  let entry: Promise<void> | undefined;
  beforeAll(() => {
    jest.useFakeTimers();
    entry = onClientEntry();
  });
  afterAll(() => jest.useRealTimers());

  const siteVersion = () =>
    (startSiteVersion as jest.Mock).mock.results[0]?.value as { onRouteChange: jest.Mock };

  it('starts the site version once, on client entry', () => {
    expect(startSiteVersion).toHaveBeenCalledTimes(1);
  });

  it('hands Gatsby, on client entry, the load of the first page where its router looks', () => {
    expect(prepareFirstRender).toHaveBeenCalledTimes(1);
    expect(entry).toBe(firstPageLoaded);
  });

  it('treats the first render as no navigation', () => {
    const announced = jest.fn();
    window.addEventListener(ROUTE_CHANGE_EVENT, announced);
    onPreRouteUpdate?.(route(home, null), OPTIONS);
    expect(loadingBar.getSnapshot().phase).toBe('idle');
    onRouteUpdate?.(route(home, null), OPTIONS);
    expect(announced).not.toHaveBeenCalled();
    expect(siteVersion().onRouteChange).not.toHaveBeenCalled();
    window.removeEventListener(ROUTE_CHANGE_EVENT, announced);
  });

  it('runs the loading bar over a navigation and tells the site version and the page', () => {
    const announced = jest.fn();
    window.addEventListener(ROUTE_CHANGE_EVENT, announced);
    onPreRouteUpdate?.(route(pricing, home), OPTIONS);
    jest.advanceTimersByTime(1000);
    expect(loadingBar.getSnapshot().phase).toBe('running');
    onRouteUpdate?.(route(pricing, home), OPTIONS);
    expect(loadingBar.getSnapshot().phase).toBe('finishing');
    expect(announced).toHaveBeenCalledTimes(1);
    expect(siteVersion().onRouteChange).toHaveBeenCalledTimes(1);
    window.removeEventListener(ROUTE_CHANGE_EVENT, announced);
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(loadingBar.getSnapshot().phase).toBe('idle');
  });

  it('ends a navigation under way in the error colour when a script fails to load', () => {
    onRouteUpdateDelayed?.({ location: pricing } as never, OPTIONS);
    document.head.append(document.createElement('script'));
    document.head.lastElementChild?.dispatchEvent(new Event('error'));
    expect(loadingBar.getSnapshot()).toEqual({ phase: 'finishing', error: true });
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(loadingBar.getSnapshot().phase).toBe('idle');
  });

  it('starts the loading bar when Gatsby reports a slow page load', () => {
    onRouteUpdateDelayed?.({ location: pricing } as never, OPTIONS);
    expect(loadingBar.getSnapshot().phase).toBe('waiting');
    onRouteUpdate?.(route(pricing, home), OPTIONS);
    expect(loadingBar.getSnapshot().phase).toBe('idle');
  });
});
