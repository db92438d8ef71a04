/**
 * The links that open the book-a-call dialog. Only these: the flow and the dialog stay out of
 * page bundles (book-call-link.tsx loads them on use; the frame page imports booking-flow.tsx).
 */
export { BookCallLink, isBookCallLabel, type BookCallLinkProps } from './book-call-link';
export { CallToActionLink } from './call-to-action-link';
