/** Only the links: the flow and the dialog stay out of page bundles. */
export { BookCallLink, isBookCallLabel, type BookCallLinkProps } from './book-call-link';
export { CallToActionLink } from './call-to-action-link';
