import { useMemo } from 'react';
import { MESSAGES } from '../lib/site-config';
import { submitForm } from '../forms/submission';
import { availabilitySource } from '../services/scheduling';
import { fontSizes, space, widths } from '../styles/tokens';
import { BookingFlow } from './booking/booking-flow';
import { BookingFormDeclaration } from './booking/booking-form-declaration';

/**
 * The booking frame other sites embed: the booking flow in an empty layout (no header or
 * footer). The static HTML carries the heading, the flow's first step (its details form) and the
 * booking form's declaration, so Netlify Forms detects it at deploy.
 */
export const BookCallFrame = () => {
  const source = useMemo(() => availabilitySource(), []);
  return (
    <main css={{ padding: space(6), maxWidth: widths.form, margin: '0 auto' }}>
      <BookingFormDeclaration />
      <h1 css={{ fontSize: fontSizes['2xl'] }}>{MESSAGES.bookDiscoveryCall}</h1>
      <BookingFlow source={source} submit={submitForm} where="frame" headingLevel={2} />
    </main>
  );
};
