/** The server renders it for the most common visitor, one who has not chosen, so few pages move. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { consent, consentView, type ConsentState } from '../../services/consent';
import { buttonStyles } from '../ui/button-link';
import { CHAT_TEXTS, ChatNotice, ContactInstead } from './chat-notice';

const UNDECIDED: ConsentState = { decided: false, granted: new Set(['necessary']) };

const ChatConsentNotice = () => {
  const { granted } = useSyncExternalStore(consent.subscribe, consent.getSnapshot, () => UNDECIDED);
  const [allowedHere, setAllowedHere] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  // The button is gone once pressed, so focus moves to what it did, not to the page.
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
