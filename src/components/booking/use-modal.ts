import { useEffect, type RefObject } from 'react';

/** The element Gatsby renders the site into; it is made inert while a modal is open. */
const APP_ROOT_ID = '___gatsby';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What Tab can reach in `container`: of a radio group, only its checked (or first) radio. */
export const tabbables = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
    const group = [
      ...container.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${element.name}"]`,
      ),
    ];
    const checked = group.find((radio) => radio.checked);
    return element === (checked ?? group[0]);
  });

/** Keeps Tab and Shift+Tab inside `container`, wrapping at either end. */
const trapTab = (event: KeyboardEvent, container: HTMLElement) => {
  const reachable = tabbables(container);
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * The behaviour of a modal dialog (WAI-ARIA APG): the page behind is inert and does not
 * scroll, focus starts on the first form control, Tab stays inside, Escape closes, and focus
 * goes back to the element that opened it (when it is still on the page).
 */
export const useModal = (
  dialog: RefObject<HTMLElement>,
  onClose: () => void,
  returnFocusTo: HTMLElement | null,
) => {
  useEffect(() => {
    const container = dialog.current;
    if (!container) return undefined;
    const app = document.getElementById(APP_ROOT_ID);
    const wasInert = app?.hasAttribute('inert') ?? false;
    app?.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const firstControl =
      container.querySelector<HTMLElement>('input, select, textarea') ?? tabbables(container)[0];
    firstControl?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // This Escape is the dialog's: through the portal, React would also hand it to the
        // components around the link that opened it (the menus).
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab') {
        trapTab(event, container);
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (!wasInert) app?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [dialog, onClose, returnFocusTo]);
};
