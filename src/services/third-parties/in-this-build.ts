/**
 * Which third parties this build turns on, as the first load knows them: the build works it out
 * once and writes the answer into the bundle (src/settings/browser.ts), so no page carries the
 * registry with its patterns and CSP origins.
 */
import { configures } from '../../settings/browser';

export { asksForConsent, configures } from '../../settings/browser';

/** True when the tag manager is configured: its Consent Mode default goes in every head. */
export const usesTagManager = (): boolean => configures('tagManager');
