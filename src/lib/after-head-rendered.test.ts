/** @jest-environment jsdom */
import { afterHeadRendered, HEAD_RENDER_TIMEOUT_MS } from './after-head-rendered';

const setTitle = (text: string) => {
  document.head.querySelector('title')?.remove();
  const title = document.createElement('title');
  title.textContent = text;
  document.head.append(title);
};

describe('afterHeadRendered', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('on a route change, reads the title Gatsby adds, not the one removed before it', async () => {
    setTitle('Previous page');
    const seen: string[] = [];
    afterHeadRendered(() => seen.push(document.title), { firstPage: false });
    // Gatsby's effect removes the old head elements, then renders the new ones later.
    document.head.querySelector('title')?.remove();
    await Promise.resolve();
    expect(seen).toEqual([]);
    setTitle('Pricing');
    await Promise.resolve(); // MutationObserver callbacks run as microtasks.
    expect(seen).toEqual(['Pricing']);
    jest.advanceTimersByTime(HEAD_RENDER_TIMEOUT_MS);
    expect(seen).toEqual(['Pricing']);
  });

  it('gives up waiting after the timeout and reads the title as it is', () => {
    setTitle('Unchanged');
    const seen: string[] = [];
    afterHeadRendered(() => seen.push(document.title), { firstPage: false });
    jest.advanceTimersByTime(HEAD_RENDER_TIMEOUT_MS - 1);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['Unchanged']);
  });

  it('runs on the next frame for the first page, whose head came with the HTML', () => {
    setTitle('Home');
    const seen: string[] = [];
    afterHeadRendered(() => seen.push(document.title), { firstPage: true });
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(seen).toEqual(['Home']);
  });

  it('can be cancelled', async () => {
    const seen: string[] = [];
    const cancel = afterHeadRendered(() => seen.push(document.title), { firstPage: false });
    cancel();
    setTitle('Too late');
    await Promise.resolve();
    jest.advanceTimersByTime(HEAD_RENDER_TIMEOUT_MS);
    expect(seen).toEqual([]);
  });
});
