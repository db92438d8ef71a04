/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { buildWith } from '../../../tests/support/browser-settings';
import { consent, consentView } from '../../services/consent';
import { ChatAvailability, isChatPage } from './chat-availability';
import { CHAT_TEXTS } from './chat-notice';

const CHAT_BUILD = { GATSBY_EXTERNAL_SCRIPTS: 'true', GATSBY_LIVECHAT_LICENSE: '2000002' };

test('the chat page is the landing page at /chat', () => {
  expect(isChatPage({ slug: 'chat', path: null })).toBe(true);
  expect(isChatPage({ slug: 'talk', path: '/chat/' })).toBe(true);
  expect(isChatPage({ slug: 'contact', path: null })).toBe(false);
  expect(isChatPage(null)).toBe(false);
});

test('a build without the chat says so and offers the contact page', () => {
  render(<ChatAvailability />);
  expect(screen.getByRole('region', { name: CHAT_TEXTS.unavailableTitle })).toHaveTextContent(
    CHAT_TEXTS.unavailable,
  );
  expect(screen.getByRole('link', { name: CHAT_TEXTS.contactLink })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(screen.queryByRole('button')).toBeNull();
});

describe('a build with the chat', () => {
  beforeEach(() => buildWith(CHAT_BUILD));

  test('without functionality consent: explains, and the button allows it', async () => {
    consentView.askIfUndecided();
    expect(consentView.getSnapshot()).toBe('banner');
    render(<ChatAvailability />);
    const allow = await screen.findByRole('button', { name: CHAT_TEXTS.allow });
    expect(screen.getByRole('region', { name: CHAT_TEXTS.needsConsentTitle })).toHaveTextContent(
      CHAT_TEXTS.needsConsent,
    );
    expect(screen.getByRole('link', { name: CHAT_TEXTS.contactLink })).toBeInTheDocument();

    act(() => fireEvent.click(allow));
    expect(consent.hasConsent('functionality')).toBe(true);
    expect(consent.hasConsent('targeting')).toBe(false);
    // The choice closes the banner that was waiting for one.
    expect(consentView.getSnapshot()).toBe('closed');
    expect(screen.getByRole('status')).toHaveTextContent(CHAT_TEXTS.allowed);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('with functionality consent: nothing, the bubble is there', async () => {
    consent.grant('functionality');
    const { container } = render(<ChatAvailability />);
    // Let the notice's chunk arrive and render.
    await act(async () => import('./chat-consent-notice'));
    expect(container).toBeEmptyDOMElement();
  });
});
