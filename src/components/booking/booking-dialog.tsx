/**
 * The book-a-call dialog. Loaded on first use (BookCallLink imports it lazily), so pages carry
 * none of its code, nor the form kit's, until a visitor asks for it.
 */
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { BOOKING_MESSAGES } from '../../lib/config/booking';
import { submitForm } from '../../forms/submission';
import { availabilitySource } from '../../services/scheduling';
import { Dialog } from '../ui/dialog';
import { BookingFlow } from './booking-flow';
import { plainButtonStyle } from './styles';

export interface BookingDialogProps {
  onClose: () => void;
  /** Where focus goes back to when the dialog closes: the button that opened it. */
  returnFocusTo: HTMLElement | null;
}

const BookingDialog = ({ onClose, returnFocusTo }: BookingDialogProps) => {
  const source = useMemo(() => availabilitySource(), []);
  // In <body>, not in the menu that holds the link: a closed or hidden menu cannot hide it.
  return createPortal(
    <Dialog
      title={BOOKING_MESSAGES.dialogTitle}
      closeLabel={BOOKING_MESSAGES.close}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
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
    </Dialog>,
    document.body,
  );
};

export default BookingDialog;
