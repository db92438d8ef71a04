/** Spec sections 3, 4 and 9. */
import { NOTIFICATIONS } from '../../lib/site-config';
import { createExternalStore, type ReadableStore } from '../../lib/external-store';

export type NotificationType = 'success' | 'error';

export interface Notification {
  id: string;
  type: NotificationType;
  text: string;
  timeout: number;
}

export interface Notifications extends ReadableStore<readonly Notification[]> {
  notify: (notification: Omit<Notification, 'id' | 'timeout'> & { timeout?: number }) => string;
  success: (text: string, timeout?: number) => string;
  error: (text: string, timeout?: number) => string;
  dismiss: (id: string) => void;
}

export const NO_NOTIFICATIONS: readonly Notification[] = [];

export const createNotifications = (): Notifications => {
  const store = createExternalStore(NO_NOTIFICATIONS);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let created = 0;

  const dismiss = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    store.update((list) =>
      list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list,
    );
  };

  const notify: Notifications['notify'] = ({
    type,
    text,
    timeout = NOTIFICATIONS.defaultTimeoutMs,
  }) => {
    created += 1;
    const id = `notification-${created}`;
    store.update((list) => [...list, { id, type, text, timeout }]);
    timers.set(
      id,
      setTimeout(() => dismiss(id), timeout),
    );
    return id;
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    notify,
    success: (text, timeout = NOTIFICATIONS.helperTimeoutMs) =>
      notify({ type: 'success', text, timeout }),
    error: (text, timeout = NOTIFICATIONS.helperTimeoutMs) =>
      notify({ type: 'error', text, timeout }),
    dismiss,
  };
};
