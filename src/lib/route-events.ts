/**
 * Gatsby tells the browser hooks (src/browser-hooks.tsx) when the route changed; components that
 * must react (the mobile menu) listen to this window event instead of depending on the router's
 * internals.
 */
export const ROUTE_CHANGE_EVENT = 'site:route-change';

export const announceRouteChange = (): void => {
  window.dispatchEvent(new Event(ROUTE_CHANGE_EVENT));
};
