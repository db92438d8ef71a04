import { NOTIFICATIONS } from '../../lib/site-config';
import { createNotifications } from './notification-store';
import { SITE_UPDATED_TEXT, noticeSiteUpdate } from './site-updated';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the site-updated notice', () => {
  it('is a success notification that stays for the helpers’ 5000 ms', () => {
    const store = createNotifications();
    const id = noticeSiteUpdate(store);
    expect(store.getSnapshot()).toEqual([
      { id, type: 'success', text: SITE_UPDATED_TEXT, timeout: NOTIFICATIONS.helperTimeoutMs },
    ]);
    jest.advanceTimersByTime(NOTIFICATIONS.helperTimeoutMs);
    expect(store.getSnapshot()).toEqual([]);
  });
});
