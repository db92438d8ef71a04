import { useMemo } from 'react';
import { useMounted } from '../hooks/use-mounted';
import { MESSAGES } from '../lib/site-config';
import { submitForm } from '../services/forms/submission';
import { availabilitySource } from '../services/scheduling';
import { GlobalStyles } from '../styles/global-styles';
import { fontSizes, space } from '../styles/tokens';
import { BookingFlow } from './booking/booking-flow';
import { BookingFormDeclaration } from './booking/booking-form-declaration';

/**
 * The booking frame other sites embed: the booking flow in an empty layout (no header or
 * footer), rendered only in the browser (its days and times are the visitor's). The static HTML
 * carries the heading, so the frame paints it with the page rather than after its scripts
 * (it is the largest paint), and the booking form's declaration, so Netlify Forms detects it
 * at deploy.
 */
export const BookCallFrame = () => {
  const mounted = useMounted();
  const source = useMemo(() => availabilitySource(), []);
  return (
    <main css={{ padding: space(6), maxWidth: '40rem', margin: '0 auto' }}>
      <GlobalStyles />
      <BookingFormDeclaration />
      <h1 css={{ fontSize: fontSizes['2xl'] }}>{MESSAGES.bookDiscoveryCall}</h1>
      {mounted && (
        <BookingFlow source={source} submit={submitForm} where="frame" headingLevel={2} />
      )}
    </main>
  );
};
