import { NOTIFICATIONS } from '../../lib/site-config';
import { createNotifications } from './notification-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const texts = (store: ReturnType<typeof createNotifications>) =>
  store.getSnapshot().map((notification) => notification.text);

describe('notifications', () => {
  it('are listed as added, and removed after the default 4000 ms', () => {
    const store = createNotifications();
    const id = store.notify({ type: 'success', text: 'Saved' });
    expect(store.getSnapshot()).toEqual([
      { id, type: 'success', text: 'Saved', timeout: NOTIFICATIONS.defaultTimeoutMs },
    ]);
    jest.advanceTimersByTime(3999);
    expect(texts(store)).toEqual(['Saved']);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('from the success and error helpers stay 5000 ms', () => {
    const store = createNotifications();
    store.success('Sent');
    store.error('Not sent');
    expect(store.getSnapshot().map(({ type, timeout }) => ({ type, timeout }))).toEqual([
      { type: 'success', timeout: 5000 },
      { type: 'error', timeout: 5000 },
    ]);
    jest.advanceTimersByTime(4999);
    expect(texts(store)).toEqual(['Sent', 'Not sent']);
    jest.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('each leave on their own timeout', () => {
    const store = createNotifications();
    store.notify({ type: 'error', text: 'long', timeout: 3000 });
    jest.advanceTimersByTime(1000);
    store.notify({ type: 'success', text: 'short', timeout: 1000 });
    jest.advanceTimersByTime(1000);
    expect(texts(store)).toEqual(['long']);
    jest.advanceTimersByTime(1000);
    expect(texts(store)).toEqual([]);
  });

  it('can be dismissed early, and the later timeout then changes nothing', () => {
    const store = createNotifications();
    const first = store.success('one');
    store.success('two');
    store.dismiss(first);
    expect(texts(store)).toEqual(['two']);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dismiss(first);
    expect(listener).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(texts(store)).toEqual([]);
  });

  it('get distinct ids', () => {
    const store = createNotifications();
    const ids = [store.success('a'), store.success('a'), store.error('a')];
    expect(new Set(ids).size).toBe(3);
  });
});
