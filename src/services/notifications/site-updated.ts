/**
 * The notice that the site has been updated while this page was open: the next route change
 * then loads the new build in full (src/services/site-version), which the visitor is told.
 */
import type { Notifications } from './notification-store';

export const SITE_UPDATED_TEXT =
  'This site has just been updated. The next page you open loads the new version.';

export const noticeSiteUpdate = (store: Notifications): string => store.success(SITE_UPDATED_TEXT);
