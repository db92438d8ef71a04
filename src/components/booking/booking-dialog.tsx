/**
 * The book-a-call dialog. Loaded on first use (BookCallLink imports it lazily), so pages carry
 * none of its code, nor the form kit's, until a visitor asks for it.
 */
import { useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { BOOKING_MESSAGES } from '../../lib/config/booking';
import { submitForm } from '../../forms/submission';
import { availabilitySource } from '../../services/scheduling';
import { colors, fontSizes, radii, shadows, space } from '../../styles/tokens';
import { BookingFlow } from './booking-flow';
import { plainButtonStyle } from './styles';
import { useModal } from './use-modal';

export interface BookingDialogProps {
  onClose: () => void;
  /** Where focus goes back to when the dialog closes: the button that opened it. */
  returnFocusTo: HTMLElement | null;
}

const BookingDialog = ({ onClose, returnFocusTo }: BookingDialogProps) => {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const source = useMemo(() => availabilitySource(), []);
  useModal(dialog, onClose, returnFocusTo);
  return createPortal(
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        padding: space(3),
        background: 'rgba(27, 27, 58, 0.6)',
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        css={{
          position: 'relative',
          width: 'min(40rem, 100%)',
          maxHeight: '100%',
          overflowY: 'auto',
          padding: space(6),
          background: colors.white,
          borderRadius: radii.medium,
          boxShadow: shadows.raised,
        }}
      >
        <div
          css={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: space(3),
          }}
        >
          <h2 id={titleId} css={{ margin: 0, fontSize: fontSizes['2xl'] }}>
            {BOOKING_MESSAGES.dialogTitle}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={BOOKING_MESSAGES.close}
            css={[plainButtonStyle, { minHeight: 44, padding: `0 ${space(4)}` }]}
          >
            ×
          </button>
        </div>
        <BookingFlow
          source={source}
          submit={submitForm}
          where="dialog"
          headingLevel={3}
          confirmationAction={
            <button type="button" onClick={onClose} css={plainButtonStyle}>
              {BOOKING_MESSAGES.done}
            </button>
          }
        />
      </div>
    </div>,
    document.body,
  );
};

export default BookingDialog;
