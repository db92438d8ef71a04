import { ButtonLink, type ButtonVariant } from '../ui/button-link';
import { BookCallLink, isBookCallLabel } from './book-call-link';

/**
 * An editor's call to action: "Book a Call" and "Book a Discovery Call" open the booking
 * dialog (their target stays the link without JavaScript); any other is a button link.
 */
export const CallToActionLink = ({
  label,
  to,
  variant,
}: {
  label: string;
  to: string;
  variant?: ButtonVariant;
}) =>
  isBookCallLabel(label) ? (
    <BookCallLink to={to} variant={variant}>
      {label}
    </BookCallLink>
  ) : (
    <ButtonLink to={to} variant={variant}>
      {label}
    </ButtonLink>
  );
