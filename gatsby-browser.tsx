import type { GatsbyBrowser } from 'gatsby';
import { nextTask } from './src/lib/next-task';

/*
 * Gatsby evaluates this file, and everything it imports, in the task that runs the app chunk:
 * one long task before the page can hydrate, which a phone pays as blocking time. So the site's
 * hooks (src/browser-hooks.tsx, with the root wrappers, emotion and the session) are evaluated in
 * a task of their own: client entry yields once, then loads them. They are in the same chunk (a
 * require inside a function), so this costs no request. A build waits for client entry before
 * it calls any other hook, and each of those hands its call on (docs/performance.md, "The app
 * chunk in two tasks").
 */

type Hooks = typeof import('./src/browser-hooks');
let hooks: Hooks | undefined;

/**
 * The site's hooks, loaded on first use: by client entry, or by a hook Gatsby calls before it
 * (`gatsby develop` wraps the root as it imports its own modules; a build calls every hook after
 * client entry).
 */
const siteHooks = (): Hooks => {
  // A synchronous load, which only a require gives; the module is in this chunk anyway.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  hooks ??= require('./src/browser-hooks') as Hooks;
  return hooks;
};

type Delegated =
  | 'wrapRootElement'
  | 'wrapPageElement'
  | 'onInitialClientRender'
  | 'onRouteUpdateDelayed'
  | 'onPreRouteUpdate'
  | 'onRouteUpdate';

type AnyHook = (args: unknown, options: unknown) => unknown;

/** Gatsby's hook `name`, handing each call to the site's hook of that name. */
const delegate = <K extends Delegated>(name: K) =>
  ((args: unknown, options: unknown) =>
    (siteHooks()[name] as AnyHook)(args, options)) as NonNullable<GatsbyBrowser[K]>;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  await nextTask();
  await siteHooks().onClientEntry();
};

export const wrapRootElement = delegate('wrapRootElement');
export const wrapPageElement = delegate('wrapPageElement');
export const onInitialClientRender = delegate('onInitialClientRender');
export const onRouteUpdateDelayed = delegate('onRouteUpdateDelayed');
export const onPreRouteUpdate = delegate('onPreRouteUpdate');
export const onRouteUpdate = delegate('onRouteUpdate');
