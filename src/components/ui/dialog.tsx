/**
 * The site's modal dialog: a native <dialog> opened with showModal(), so the browser makes the
 * page behind inert and turns Escape into a close request. It is named by its heading, focus
 * starts on its first field, Tab wraps inside, and focus goes back to the opener when it closes.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { colors, fontSizes, radii, shadows, sizes, space, widths } from '../../styles/tokens';
import { buttonStyles } from './button-link';

export type DialogSize = 'small' | 'large';

const WIDTHS: Record<DialogSize, string> = { small: widths.dialog, large: widths.form };

const TITLE_SIZES: Record<DialogSize, string> = { small: fontSizes.xl, large: fontSizes['2xl'] };

const FIRST_FIELD = 'input:not([disabled]):not([type="hidden"]), select, textarea';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last, as the
 * APG asks: the browser alone would let focus leave for its own toolbar.
 */
const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
  const reachable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  if (!first || !last || document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
};

const closeButtonStyle = [
  buttonStyles('secondary'),
  { minHeight: sizes.target, paddingBlock: 0, paddingInline: space(4) },
];

export interface DialogProps {
  title: ReactNode;
  /** Asked to close (Escape, or the close button): the owner stops rendering the dialog. */
  onClose: () => void;
  /** The accessible name of a close button in the corner; without it the content's own buttons close it. */
  closeLabel?: string;
  /** Where focus goes when it closes; by default the element that had it when it opened. */
  returnFocusTo?: HTMLElement | null;
  size?: DialogSize;
  className?: string;
  children: ReactNode;
}

export const Dialog = ({
  title,
  onClose,
  closeLabel,
  returnFocusTo,
  size = 'large',
  className,
  children,
}: DialogProps) => {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Kept in a ref: the dialog opens once, whatever the opener's later renders pass.
  const returnTo = useRef(returnFocusTo);

  // A layout effect: open before the first paint, and give focus back before the element goes.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = returnTo.current ?? (document.activeElement as HTMLElement | null);
    element.showModal();
    element.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Redundant with showModal() for today's browsers; older screen readers need it.
      aria-modal="true"
      className={className}
      onCancel={(event) => {
        // The owner closes it by unmounting, so React's state stays the one truth.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // This Escape is the dialog's: React would also hand it to the menus around the opener.
        if (event.key === 'Escape') event.stopPropagation();
        if (event.key === 'Tab') wrapTab(event);
      }}
      css={{
        width: `min(${WIDTHS[size]}, calc(100vw - ${space(6)}))`,
        maxHeight: `calc(100dvh - ${space(6)})`,
        overflowY: 'auto',
        padding: space(6),
        border: 0,
        color: colors.ink,
        background: colors.white,
        borderRadius: radii.medium,
        boxShadow: shadows.raised,
        '&::backdrop': { background: colors.scrim },
      }}
    >
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: space(3),
          marginBottom: space(2),
        }}
      >
        <h2 id={titleId} css={{ margin: 0, fontSize: TITLE_SIZES[size] }}>
          {title}
        </h2>
        {closeLabel && (
          <button type="button" onClick={onClose} aria-label={closeLabel} css={closeButtonStyle}>
            ×
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
};
