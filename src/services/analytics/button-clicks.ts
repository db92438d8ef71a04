/**
 * Every button click, tracked by one listener on the document rather than in each button:
 * buttons are real <button>s and links styled as buttons (ButtonLink marks them with
 * data-button), rendered by sections, the header, forms and the booking dialog alike, and
 * menu links whose navigation item is marked Tracked (src/components/layout/tracked-link.ts);
 * none of them has to know about analytics. The capture phase sees clicks a component stops.
 */
import type { AnalyticsEvents } from '.';
import { clickedButton, type HeldClick } from './held-clicks';

/** Regions that have a name of their own when no label names them. */
const REGION_NAMES: Record<string, string> = {
  header: 'Header',
  footer: 'Footer',
  nav: 'Navigation',
  aside: 'Aside',
  form: 'Form',
  dialog: 'Dialog',
};

const REGION_SELECTOR = 'section, header, footer, nav, aside, form, dialog, [role="dialog"]';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The accessible name of the region around `element`: its label, or what kind it is. */
export const sectionName = (element: Element): string => {
  const region = element.closest(REGION_SELECTOR);
  if (!region) return 'Page';
  const label = clean(region.getAttribute('aria-label'));
  if (label) return label;
  const labelledBy = (region.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => clean(id && element.ownerDocument.getElementById(id)?.textContent))
    .filter(Boolean)
    .join(' ');
  if (labelledBy) return labelledBy;
  const kind = region.getAttribute('role') === 'dialog' ? 'dialog' : region.localName;
  return REGION_NAMES[kind] ?? 'Section';
};

/** What the button says: its label if it has one, else its text. */
export const buttonText = (button: Element): string =>
  clean(button.getAttribute('aria-label')) || clean(button.textContent);

/**
 * Reports every click on a button of `document`, after the clicks held before analytics started
 * (./held-clicks.ts); returns the function that stops it.
 */
export const listenForButtonClicks = (
  document: Document,
  report: (click: AnalyticsEvents['button_click']) => void,
  held: readonly HeldClick[] = [],
): (() => void) => {
  const reportClick = ({ button, path }: HeldClick) =>
    report({
      section_page: path,
      section_name: sectionName(button),
      button_text: buttonText(button),
    });
  for (const click of held) reportClick(click);
  const onClick = (event: Event) => {
    const button = clickedButton(event);
    if (button) reportClick({ button, path: document.location.pathname });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
};
