import type { HeadFC } from 'gatsby';
import { BookCallFrame } from '../components/book-call-frame';
import { NoindexHead } from '../components/layout/seo-head';
import { MESSAGES } from '../lib/site-config';

/** The booking frame other sites embed (/iframes/book-call). */
const BookCallFramePage = () => <BookCallFrame />;

export default BookCallFramePage;

export const Head: HeadFC = () => <NoindexHead title={MESSAGES.bookDiscoveryCall} />;
