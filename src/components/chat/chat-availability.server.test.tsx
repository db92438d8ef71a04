import { buildWith } from '../../../tests/support/browser-settings';
import { serverHtml } from '../../../tests/support/runtime/server-html';
import { ChatAvailability } from './chat-availability';
import { CHAT_TEXTS } from './chat-notice';

test('without the chat in the build, the HTML says so and links the contact page', async () => {
  const html = await serverHtml(<ChatAvailability />);
  expect(html).toContain(CHAT_TEXTS.unavailable);
  expect(html).toMatch(/<a[^>]*href="\/contact"/);
});

test('with the chat, the HTML explains it as to a visitor who has not chosen', async () => {
  buildWith({ GATSBY_EXTERNAL_SCRIPTS: 'true', GATSBY_LIVECHAT_LICENSE: '1' });
  const html = await serverHtml(<ChatAvailability />);
  expect(html).toContain(CHAT_TEXTS.needsConsentTitle);
  expect(html).toMatch(new RegExp(`<button[^>]*>${CHAT_TEXTS.allow}</button>`));
});
