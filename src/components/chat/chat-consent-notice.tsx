/**
 * /chat in a build with the chat, for a visitor who has not allowed functionality cookies:
 * why there is no bubble, and a button that allows them through the consent service (the third
 * parties' runtime then loads the chat); nothing once they are allowed. The server renders it
 * as for a visitor who has not chosen, the most common one, so the page moves only for a
 * visitor who allowed the chat before.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { consent, consentView, type ConsentState } from '../../services/consent';
import { buttonStyles } from '../ui/button-link';
import { CHAT_TEXTS, ChatNotice, ContactInstead } from './chat-notice';

const UNDECIDED: ConsentState = { decided: false, granted: new Set(['necessary']) };

const ChatConsentNotice = () => {
  const { granted } = useSyncExternalStore(consent.subscribe, consent.getSnapshot, () => UNDECIDED);
  const [allowedHere, setAllowedHere] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  // The button is gone once pressed: focus moves to what it did, rather than to the page.
  useEffect(() => {
    if (allowedHere) status.current?.focus();
  }, [allowedHere]);

  if (allowedHere) {
    return (
      <ChatNotice title={CHAT_TEXTS.allowedTitle}>
        <p ref={status} role="status" tabIndex={-1} css={{ margin: 0 }}>
          {CHAT_TEXTS.allowed}
        </p>
      </ChatNotice>
    );
  }
  if (granted.has('functionality')) return null;
  return (
    <ChatNotice title={CHAT_TEXTS.needsConsentTitle}>
      <p css={{ margin: 0 }}>{CHAT_TEXTS.needsConsent}</p>
      <p css={{ margin: 0 }}>
        <button
          type="button"
          css={[buttonStyles('primary'), { cursor: 'pointer', font: 'inherit', fontWeight: 600 }]}
          onClick={() => {
            consent.grant('functionality');
            // A choice: the banner, if it was waiting for one, closes too.
            consentView.close();
            setAllowedHere(true);
          }}
        >
          {CHAT_TEXTS.allow}
        </button>
      </p>
      <ContactInstead />
    </ChatNotice>
  );
};

export default ChatConsentNotice;
