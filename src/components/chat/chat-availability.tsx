/** The consent notice is a chunk of its own, fetched only on /chat with the chat configured. */
import { Suspense, lazy } from 'react';
import { paths } from '../../lib/paths';
import { configures } from '../../services/third-parties/in-this-build';
import { CHAT_TEXTS, ChatNotice, ContactInstead } from './chat-notice';

export const CHAT_PAGE_PATH = paths.landingPage('chat');

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
