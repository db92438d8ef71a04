/**
 * The notifications of this page: any code calls `notifications.success(text)` or
 * `notifications.error(text)`; root.tsx renders `<NotificationRegion store={notifications} />`
 * once. The site-version service tells of a new build through `noticeSiteUpdate`.
 */
import { createNotifications } from './notification-store';

export const notifications = createNotifications();

export { createNotifications } from './notification-store';
export type { Notification, NotificationType, Notifications } from './notification-store';
export { NotificationRegion } from './notification-region';
export { SITE_UPDATED_TEXT, noticeSiteUpdate } from './site-updated';
export { useMountedFlag } from './use-mounted-flag';
