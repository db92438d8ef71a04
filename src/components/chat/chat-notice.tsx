/**
 * The notice /chat shows when its chat bubble is not there, and its texts: a box under the
 * page's opening, with another way to reach the team.
 */
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { colors, divider, fonts, fontSizes, radii, space } from '../../styles/tokens';
import { Container } from '../ui/container';
import { SmartLink } from '../ui/smart-link';

export const CHAT_TEXTS = {
  unavailableTitle: 'The chat is not available',
  unavailable:
    'Live chat is not open on this site at the moment, so there is no chat bubble on this page.',
  needsConsentTitle: 'The chat needs functionality cookies',
  needsConsent:
    'Our live chat (LiveChat) sets functionality cookies, which you have not allowed, so its ' +
    'bubble is not on this page. Allow them here and the chat opens in the bottom corner; you ' +
    'can change this at any time from Cookie settings at the foot of the page.',
  allow: 'Allow functionality cookies',
  allowedTitle: 'Functionality cookies allowed',
  allowed: 'The chat bubble is on its way to the bottom corner of the page.',
  contactBefore: 'You can also write to us from our ',
  contactLink: 'contact page',
  contactAfter: ', and we will answer by e-mail.',
} as const;

/** The other way to reach the team. */
export const ContactInstead = () => (
  <p css={{ margin: 0 }}>
    {CHAT_TEXTS.contactBefore}
    <SmartLink to={paths.landingPage('contact')} css={{ color: colors.teal }}>
      {CHAT_TEXTS.contactLink}
    </SmartLink>
    {CHAT_TEXTS.contactAfter}
  </p>
);

export const ChatNotice = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container css={{ paddingBlock: space(6) }}>
    <section
      aria-label={title}
      css={{
        display: 'grid',
        gap: space(3),
        padding: space(6),
        borderRadius: radii.medium,
        background: colors.sandLight,
        border: divider,
      }}
    >
      <h2 css={{ fontFamily: fonts.heading, fontSize: fontSizes.xl, margin: 0 }}>{title}</h2>
      {children}
    </section>
  </Container>
);
