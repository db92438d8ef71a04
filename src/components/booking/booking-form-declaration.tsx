import { FORM_NAME_FIELD, HONEYPOT_FIELD } from '../../forms/wire-format';
import { BOOKING } from '../../lib/config/booking';
import { BOOKING_FIELDS } from '../../services/scheduling';

/**
 * The booking form as Netlify Forms must find it in the static HTML at deploy: its name, the
 * honeypot and every field a booking submits. Never shown; bookings are posted by the flow
 * (src/forms/submission.ts) under the same name.
 */
export const BookingFormDeclaration = () => (
  // netlify-honeypot is the attribute Netlify's form detection reads (it has no data- form).
  // eslint-disable-next-line react/no-unknown-property
  <form name={BOOKING.formName} data-netlify="true" netlify-honeypot={HONEYPOT_FIELD} hidden>
    <input type="hidden" name={FORM_NAME_FIELD} value={BOOKING.formName} />
    {[HONEYPOT_FIELD, ...BOOKING_FIELDS].map((name) => (
      <input key={name} type="hidden" name={name} />
    ))}
  </form>
);
