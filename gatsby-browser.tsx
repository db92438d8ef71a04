// The site's browser hooks live in src/browser-hooks.tsx; this file only hands them to Gatsby.
export {
  onClientEntry,
  onPreRouteUpdate,
  onRouteUpdate,
  onRouteUpdateDelayed,
  wrapPageElement,
  wrapRootElement,
} from './src/browser-hooks';
