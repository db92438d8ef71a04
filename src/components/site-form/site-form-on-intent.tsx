import { onIntent } from '../ui/on-intent';

/**
 * A site form whose code (the form kit: react-hook-form, the rules, the fields) comes when the
 * visitor reaches for it (docs/forms.md, "Code splitting"). The server's form is a Netlify form,
 * which posts a submit held when that code cannot come.
 */
export const SiteFormOnIntent = onIntent(
  () => import('./site-form').then((module) => module.SiteForm),
  { submitsWithoutCode: true },
);
