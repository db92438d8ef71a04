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

/** When the dialog's chunk fails and the reload guard refuses, the link's own page takes over. */
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

export const isBookCallLabel = (label: string): boolean =>
  BOOK_CALL_LABELS.has(label.trim().replace(/\s+/g, ' ').toLowerCase());

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface BookCallLinkProps {
  to: string;
  children: string;
  variant?: ButtonVariant;
  className?: string;
  validate?: () => boolean;
}

/** A real link without JavaScript; the dialog's code is fetched on hover or focus. */
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
          // Keeps the mobile menu open under the dialog; it closes on a link click.
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
