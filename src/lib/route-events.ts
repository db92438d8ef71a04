/** So components react to route changes without depending on the router's internals. */
export const ROUTE_CHANGE_EVENT = 'site:route-change';

export const announceRouteChange = (): void => {
  window.dispatchEvent(new Event(ROUTE_CHANGE_EVENT));
};
