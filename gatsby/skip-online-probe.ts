/**
 * Offline on Node 24, gatsby-source-contentful's `is-online` probe throws an unhandled rejection
 * that stops the build; unless GATSBY_CONTENTFUL_OFFLINE is asked for, a stub answers "online".
 */
import { register } from 'node:module';
import { processEnv, readContentfulOffline } from '../src/settings/build';

const STUB = 'data:text/javascript,export default async function isOnline() { return true; }';

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
