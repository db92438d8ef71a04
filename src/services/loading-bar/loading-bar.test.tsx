/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { LOADING_BAR } from '../../lib/site-config';
import { colors } from '../../styles/tokens';
import { LoadingBar } from './loading-bar';
import { createLoadingBar } from './loading-bar-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderBar = () => {
  const store = createLoadingBar();
  const { container } = render(<LoadingBar store={store} />);
  const track = container.firstElementChild as HTMLElement;
  return { store, track, bar: track.firstElementChild as HTMLElement };
};

describe('<LoadingBar>', () => {
  it('is a 3 px bar hidden from assistive technology, invisible while idle', () => {
    const { track, bar } = renderBar();
    expect(track).toHaveAttribute('aria-hidden', 'true');
    expect(track).toHaveStyle({ position: 'fixed', height: `${LOADING_BAR.heightPx}px` });
    expect(track).toHaveStyle({ opacity: '0' });
    expect(bar).toHaveStyle({ transform: 'scaleX(0)' });
  });

  it('fills over the 2000 ms duration while running, then completes and fades', () => {
    const { store, track, bar } = renderBar();
    act(() => {
      store.start();
      jest.advanceTimersByTime(LOADING_BAR.throttleMs);
    });
    expect(track).toHaveStyle({ opacity: '1' });
    expect(bar).toHaveStyle({
      transform: 'scaleX(0.9)',
      transition: `transform ${LOADING_BAR.durationMs}ms ease-out`,
      background: colors.teal,
    });

    act(() => store.finish());
    expect(bar).toHaveStyle({ transform: 'scaleX(1)' });
    act(() => {
      jest.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    });
    expect(track).toHaveStyle({
      opacity: '0',
      transition: `opacity ${LOADING_BAR.resetDelayMs}ms ease-in`,
    });
  });

  it('shows a failed navigation in the error colour', () => {
    const { store, track, bar } = renderBar();
    act(() => {
      store.start();
      store.fail();
    });
    expect(track).toHaveStyle({ opacity: '1' });
    expect(bar).toHaveStyle({ background: colors.coralDark });
  });
});
