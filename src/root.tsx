import type { GatsbyBrowser } from 'gatsby';

/**
 * Composes the providers every page runs inside, for both the server render and the
 * browser. Empty for now: auth session, consent and analytics providers slot in here.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => element;
