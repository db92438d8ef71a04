/**
 * The fixture build with third parties configured (`test-site.ts third-parties`):
 * the switch on and an id for each third party the runtime loads, so the consent specs can
 * watch what the site asks of their hosts. Nothing reaches them: the specs answer locally.
 */
export const THIRD_PARTY_FIXTURE_ENV = {
  GATSBY_EXTERNAL_SCRIPTS: 'true',
  GATSBY_GTM_ID: 'GTM-E2E0001',
  GATSBY_HOTJAR_ID: '1000001',
  GATSBY_LIVECHAT_LICENSE: '2000002',
  GATSBY_FACEBOOK_PIXEL_ID: '3000003',
} as const;

/** The host each of them loads its library from, by registry id. */
export const LIBRARY_HOSTS = {
  tagManager: 'www.googletagmanager.com',
  recording: 'static.hotjar.com',
  chat: 'cdn.livechatinc.com',
  pixel: 'connect.facebook.net',
} as const;
