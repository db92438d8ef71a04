import { createNotifications } from './notification-store';

export const notifications = createNotifications();

export { createNotifications } from './notification-store';
export type { Notification, NotificationType, Notifications } from './notification-store';
export { NotificationRegion } from './notification-region';
export { SITE_UPDATED_TEXT, noticeSiteUpdate } from './site-updated';
export { useMountedFlag } from './use-mounted-flag';
