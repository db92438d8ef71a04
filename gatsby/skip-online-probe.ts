/**
 * gatsby-source-contentful awaits `is-online` on every sourcing run, only to decide whether
 * `gatsby develop` may fall back to cached data (GATSBY_CONTENTFUL_OFFLINE=true). Offline on
 * Node 24, the probe's three checks fail within half a second and got then retries a cancelled
 * request, which throws an unhandled rejection that stops the build ("The `onCancel` handler was
 * attached after the promise settled"). Unless that offline mode is asked for, the plugin's
 * `import('is-online')` is answered by a stub saying "online", which is all the plugin reads.
 */
import { register } from 'node:module';
import { processEnv, readContentfulOffline } from '../src/settings/build';

const STUB = 'data:text/javascript,export default async function isOnline() { return true; }';

/** A module resolve hook (Node's customization hooks), as source for register(). */
const HOOK = `
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'is-online' && /[\\\\/]gatsby-source-contentful[\\\\/]/.test(context.parentURL ?? '')) {
    return { url: ${JSON.stringify(STUB)}, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}`;

export const skipOnlineProbe = (env: NodeJS.ProcessEnv = processEnv()): boolean => {
  if (readContentfulOffline(env)) return false;
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
  return true;
};
