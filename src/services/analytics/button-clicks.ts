/** One capturing listener on the document, so no button has to know about analytics. */
import type { AnalyticsEvents } from '.';
import { clickedButton, type HeldClick } from './held-clicks';

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

export const buttonText = (button: Element): string =>
  clean(button.getAttribute('aria-label')) || clean(button.textContent);

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
