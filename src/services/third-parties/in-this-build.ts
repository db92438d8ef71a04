/** From the build's answer in the bundle, so no page carries the registry and its patterns. */
import { configures } from '../../settings/browser';

export { asksForConsent, configures } from '../../settings/browser';

export const usesTagManager = (): boolean => configures('tagManager');
