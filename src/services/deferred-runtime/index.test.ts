/** @jest-environment jsdom */
import { buildWith } from '../../../tests/support/browser-settings';
import type { DeferredRuntime } from './start';

const mockRuntime: DeferredRuntime = { onRouteChange: jest.fn(), page: jest.fn() };
const mockStart = jest.fn((_options: unknown) => mockRuntime);
jest.mock('./start', () => ({
  startDeferredRuntime: (options: unknown) => mockStart(options),
}));

const SEGMENT = { GATSBY_EXTERNAL_SCRIPTS: 'true', GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000' };

/** The loader as a build with these variables has it. */
const loaderWith = (env: Record<string, string>): typeof import('.') => {
  buildWith(env);
  let loader!: typeof import('.');
  jest.isolateModules(() => {
    loader = jest.requireActual('.');
  });
  return loader;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe('the deferred runtime', () => {
  it('is never loaded in a build without a third party', async () => {
    const loader = loaderWith({});
    const use = jest.fn();
    loader.withDeferredRuntime(use);
    await settle();
    expect(mockStart).not.toHaveBeenCalled();
    expect(use).not.toHaveBeenCalled();
  });

  it('is loaded by its first use only, once, and gets every call in order', async () => {
    const loader = loaderWith(SEGMENT);
    const session = { getSnapshot: jest.fn(), subscribe: jest.fn(), start: jest.fn() };
    loader.prepareDeferredRuntime({ session });
    expect(mockStart).not.toHaveBeenCalled();

    const calls: string[] = [];
    loader.withDeferredRuntime(() => calls.push('first page call'));
    loader.withDeferredRuntime(() => calls.push('first page shown'));
    await settle();
    loader.withDeferredRuntime(() => calls.push('next page call'));
    await settle();

    expect(mockStart).toHaveBeenCalledTimes(1);
    expect(mockStart).toHaveBeenCalledWith({ session });
    expect(calls).toEqual(['first page call', 'first page shown', 'next page call']);
  });
});
