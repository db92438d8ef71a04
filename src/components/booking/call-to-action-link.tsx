import { ButtonLink, type ButtonVariant } from '../ui/button-link';
import { BookCallLink, isBookCallLabel } from './book-call-link';

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
