import { FORM_NAME_FIELD, HONEYPOT_FIELD } from '../../forms/wire-format';
import { BOOKING } from '../../lib/config/booking';
import { BOOKING_FIELDS } from '../../services/scheduling';

/** Never shown: Netlify Forms must find the form in the static HTML at deploy. */
export const BookingFormDeclaration = () => (
  // eslint-disable-next-line react/no-unknown-property -- Netlify reads netlify-honeypot, no data- form
  <form name={BOOKING.formName} data-netlify="true" netlify-honeypot={HONEYPOT_FIELD} hidden>
    <input type="hidden" name={FORM_NAME_FIELD} value={BOOKING.formName} />
    {[HONEYPOT_FIELD, ...BOOKING_FIELDS].map((name) => (
      <input key={name} type="hidden" name={name} />
    ))}
  </form>
);
