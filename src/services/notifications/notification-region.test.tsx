/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { NOTIFICATIONS } from '../../lib/site-config';
import { NotificationRegion } from './notification-region';
import { createNotifications } from './notification-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderRegion = () => {
  const store = createNotifications();
  render(<NotificationRegion store={store} />);
  return {
    store,
    polite: screen.getByRole('status'),
    assertive: screen.getByRole('alert'),
  };
};

describe('<NotificationRegion>', () => {
  it('has both live regions, empty, from the first render', () => {
    const { polite, assertive } = renderRegion();
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
  });

  it('shows messages once the mounted flag is set, 1000 ms after mounting', () => {
    const { store, polite } = renderRegion();
    act(() => void store.success('Your message was sent'));
    expect(polite).toBeEmptyDOMElement();
    act(() => {
      jest.advanceTimersByTime(NOTIFICATIONS.mountedFlagDelayMs - 1);
    });
    expect(polite).toBeEmptyDOMElement();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(within(polite).getByText('Your message was sent')).toBeInTheDocument();
  });

  it('announces a success politely and an error assertively, each until its timeout', () => {
    const { store, polite, assertive } = renderRegion();
    act(() => {
      jest.advanceTimersByTime(NOTIFICATIONS.mountedFlagDelayMs);
      store.success('Saved');
      store.error('The form has not been fully completed');
    });
    expect(within(polite).getByText('Saved')).toBeInTheDocument();
    expect(
      within(assertive).getByText('The form has not been fully completed'),
    ).toBeInTheDocument();
    expect(within(polite).queryByText('The form has not been fully completed')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(NOTIFICATIONS.helperTimeoutMs);
    });
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
  });

  it('lets a visitor dismiss a message', () => {
    const { store, assertive } = renderRegion();
    act(() => {
      jest.advanceTimersByTime(NOTIFICATIONS.mountedFlagDelayMs);
      store.error('Not sent');
    });
    act(() => within(assertive).getByRole('button', { name: 'Dismiss notification' }).click());
    expect(assertive).toBeEmptyDOMElement();
    expect(store.getSnapshot()).toEqual([]);
  });
});
