/**
 * What /chat says about the chat bubble it points to. A build without the chat says so and
 * offers the contact page. With the chat configured, whether the bubble is there is the
 * visitor's choice: ./chat-consent-notice.tsx, a chunk of its own fetched only there, explains
 * its absence and lets the visitor allow it.
 */
import { Suspense, lazy } from 'react';
import { paths } from '../../lib/paths';
import { configures } from '../../services/third-parties/in-this-build';
import { CHAT_TEXTS, ChatNotice, ContactInstead } from './chat-notice';

/** The landing page that points visitors to the chat. */
export const CHAT_PAGE_PATH = paths.landingPage('chat');

/** Whether a landing page (its slug and explicit path) is the one at CHAT_PAGE_PATH. */
export const isChatPage = (page: { slug: string; path?: string | null } | null): boolean =>
  page !== null && paths.landingPage(page.slug, page.path) === CHAT_PAGE_PATH;

const ChatConsentNotice = lazy(() => import('./chat-consent-notice'));

export const ChatAvailability = () =>
  configures('chat') ? (
    <Suspense fallback={null}>
      <ChatConsentNotice />
    </Suspense>
  ) : (
    <ChatNotice title={CHAT_TEXTS.unavailableTitle}>
      <p css={{ margin: 0 }}>{CHAT_TEXTS.unavailable}</p>
      <ContactInstead />
    </ChatNotice>
  );
