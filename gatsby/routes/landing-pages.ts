import path from 'node:path';
import { paths } from '../../src/lib/paths';
import type { PlannedPage } from '../create-pages';

export interface LandingPageRef {
  id: string;
  slug: string;
}

const template = path.resolve('src/templates/landing-page.tsx');

/** Home ("home" slug) at "/", every other landing page at "/{slug}". */
export const planLandingPages = (pages: readonly LandingPageRef[]): PlannedPage[] =>
  pages.map((page) => ({
    path: paths.landingPage(page.slug),
    component: template,
    context: { id: page.id },
  }));
