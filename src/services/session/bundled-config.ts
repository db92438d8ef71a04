/**
 * The browser runtime's settings as a page gets them. The build checks the variables once
 * (./config.ts, called by the settings check, gatsby/build-settings.ts, which stops on a
 * malformed one) and writes the answer into the bundle as RUNTIME_CONFIG
 * (gatsby/webpack-config.ts), so no page carries the checks. Without a bundle (Jest) the answer is read from the variables, as the build does.
 */
import type { RuntimeConfig } from './config';

// In a bundle the test is a constant and webpack leaves out the other branch and its module.
export const bundledRuntimeConfig = (): RuntimeConfig =>
  typeof process.env.RUNTIME_CONFIG === 'string'
    ? (JSON.parse(process.env.RUNTIME_CONFIG) as RuntimeConfig)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./config') as typeof import('./config')).readRuntimeConfig();
