import type { GatsbyBrowser } from 'gatsby';
import { announceRouteChange } from './src/lib/route-events';

export { wrapRootElement } from './src/root';

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  // The first render is not a navigation.
  if (prevLocation) announceRouteChange();
};
