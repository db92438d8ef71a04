import type { Notifications } from './notification-store';

export const SITE_UPDATED_TEXT =
  'This site has just been updated. The next page you open loads the new version.';

export const noticeSiteUpdate = (store: Notifications): string => store.success(SITE_UPDATED_TEXT);
