/**
 * /chat points visitors to the chat bubble; when there is none it says why and what to do. On
 * the fixture build (no chat) it offers the contact page; on the build with the third parties
 * configured (`test-site.ts third-parties`) it explains the missing consent and allows it, the
 * chat then loading from LiveChat's host, answered here by a stand-in that draws a bubble.
 */
import type { Page } from '@playwright/test';
import { CHAT_TEXTS } from '../../src/components/chat/chat-notice';
import { COOKIE_CONSENT } from '../../src/lib/site-config';
import { expectNoAxeViolations } from './support/axe';
import {
  answerExternalRequests,
  expect,
  externalRequests,
  gotoHydrated,
  test,
} from './support/test';
import { THIRD_PARTY_ANSWERS, thirdPartyOfHost } from './support/third-party-answers';
import { LIBRARY_HOSTS } from './support/third-party-fixture';

const BUBBLE = 'Open the chat (test stand-in)';

/** LiveChat's library as the tests serve it: a bubble in the corner, nothing else. */
const LIVECHAT_STAND_IN = {
  host: LIBRARY_HOSTS.chat,
  body: `(() => {
    const bubble = document.createElement('button');
    bubble.type = 'button';
    bubble.textContent = ${JSON.stringify(BUBBLE)};
    bubble.style.cssText = 'position: fixed; right: 16px; bottom: 16px; z-index: 999';
    document.body.append(bubble);
  })();`,
};

const explanation = (page: Page) =>
  page.getByRole('region', { name: CHAT_TEXTS.needsConsentTitle });

const requestedParties = (page: Page) =>
  [...new Set(externalRequests(page).map(({ host }) => thirdPartyOfHost(host)))].sort();

test('/chat without the chat in the build says so and offers the contact page @any-viewport', async ({
  page,
}) => {
  await gotoHydrated(page, '/chat');
  const notice = page.getByRole('region', { name: CHAT_TEXTS.unavailableTitle });
  await expect(notice).toContainText(CHAT_TEXTS.unavailable);
  await expect(notice.getByRole('button')).toHaveCount(0);
  await notice.getByRole('link', { name: CHAT_TEXTS.contactLink }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('/chat with the chat configured', () => {
  test.beforeEach(async ({ page }) => {
    // The stand-in first: the first answer given for a host is the one used.
    await answerExternalRequests(page, LIVECHAT_STAND_IN, ...THIRD_PARTY_ANSWERS);
  });

  test('without consent, explains and allows functionality cookies; the chat then loads @third-parties', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/chat');
    await expect(explanation(page)).toContainText(CHAT_TEXTS.needsConsent);
    await expect(page.getByRole('button', { name: BUBBLE })).toHaveCount(0);
    expect(requestedParties(page)).toEqual([]);
    await expectNoAxeViolations(page, `/chat without consent (${testInfo.project.name})`);

    await explanation(page).getByRole('button', { name: CHAT_TEXTS.allow }).click();
    await expect(page.getByRole('status').filter({ hasText: CHAT_TEXTS.allowed })).toBeFocused();
    await expect(page.getByRole('button', { name: BUBBLE })).toBeVisible();
    expect(requestedParties(page)).toEqual(['chat']);
    // The choice is the visitor's for the site: no banner asks again, the next page included.
    await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toHaveCount(0);
    await gotoHydrated(page, '/chat');
    await expect(page.getByRole('button', { name: BUBBLE })).toBeVisible();
    await expect(explanation(page)).toHaveCount(0);
  });

  test('with functionality consent, the bubble is there and nothing explains @third-parties', async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([
        { name: COOKIE_CONSENT.cookieName, value: '1:functionality', url: baseURL ?? '' },
      ]);
    await gotoHydrated(page, '/chat');
    await expect(page.getByRole('button', { name: BUBBLE })).toBeVisible();
    await expect(explanation(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: CHAT_TEXTS.allow })).toHaveCount(0);
  });
});
