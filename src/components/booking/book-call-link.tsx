import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { BOOKING_CTA_LABELS } from '../../lib/config/booking-cta';
import { reloadOnChunkError } from '../../services/site-version';
import { ButtonLink, type ButtonVariant } from '../ui/button-link';
import type { BookingDialogProps } from './booking-dialog';

const loadDialog = () => import('./booking-dialog');

/**
 * If the dialog's code cannot be loaded the page reloads, once (src/services/site-version); when
 * the reload guard refuses, the link's own page takes over.
 */
const lazyDialog = (href: string) =>
  lazy<ComponentType<BookingDialogProps>>(() =>
    loadDialog().catch((error: unknown): { default: ComponentType<BookingDialogProps> } => {
      if (!reloadOnChunkError(error)) window.location.assign(href);
      return { default: () => null };
    }),
  );

const BOOK_CALL_LABELS: ReadonlySet<string> = new Set(
  BOOKING_CTA_LABELS.map((label) => label.toLowerCase()),
);

/** Whether a call to action's label is one that opens the booking dialog. */
export const isBookCallLabel = (label: string): boolean =>
  BOOK_CALL_LABELS.has(label.trim().replace(/\s+/g, ' ').toLowerCase());

/** A click the browser should handle itself: a new tab or window, a download. */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface BookCallLinkProps {
  /** The page a visitor without JavaScript (or opening a new tab) goes to. */
  to: string;
  children: string;
  variant?: ButtonVariant;
  className?: string;
  /** Checked on click: the dialog opens only when it answers true. */
  validate?: () => boolean;
}

/**
 * A "Book a Call" call to action: a link to the booking page that, with JavaScript, opens the
 * booking dialog instead. The dialog's code is fetched when the visitor points at or focuses
 * the link, or at the latest on the click.
 */
export const BookCallLink = ({ to, children, variant, className, validate }: BookCallLinkProps) => {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const [Dialog] = useState(() => lazyDialog(to));
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <ButtonLink
        to={to}
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          // The mobile menu closes on a link click; it stays open under the dialog instead.
          event.stopPropagation();
          if (validate && !validate()) return;
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        {children}
      </ButtonLink>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={close} returnFocusTo={opener.current} />
        </Suspense>
      )}
    </>
  );
};
