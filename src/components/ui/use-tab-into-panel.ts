import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LoadOnce } from '../../lib/load-once';

/**
 * For a disclosure button (`aria-controls` names its panel) whose panel is code fetched on
 * demand. Tab from the button while the panel is open but its code is still on the way would
 * skip the panel, which has nothing to focus yet: the answer, the button's keydown handler,
 * holds that Tab and, once the code is in and the panel drawn, focuses the panel's first link
 * or button, where Tab would have gone. A visitor who moved on meanwhile keeps their focus, and
 * after a failed fetch Tab is not held again (the keyboard must never be stuck on the button).
 */
export const useTabIntoPanel = (panelCode: { preload: LoadOnce<unknown> }, open: boolean) => {
  // The button a Tab was held on, set once the panel's code is in (which redraws the panel).
  const [heldOn, setHeldOn] = useState<HTMLElement | null>(null);
  const fetchFailed = useRef(false);

  useEffect(() => {
    if (!heldOn) return;
    setHeldOn(null);
    if (!open || document.activeElement !== heldOn) return;
    const panel = document.getElementById(heldOn.getAttribute('aria-controls') ?? '');
    // A menu panel holds links and buttons only: no need for a general tabbable-element query.
    panel?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [heldOn, open]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || event.shiftKey || !open) return;
    if (panelCode.preload.loaded() || fetchFailed.current) return;
    event.preventDefault();
    const button = event.currentTarget;
    // After a failure the focus stays on the button; the panel shows the failure as it renders.
    panelCode.preload().then(
      () => setHeldOn(button),
      () => {
        fetchFailed.current = true;
      },
    );
  };
};
