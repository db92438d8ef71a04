import { clientWithTier } from '../../../tests/support/runtime/fake-session';
import { sessionSnapshot } from '../session/session-state';
import { pageFields, trackingIdentity, utmFields } from './tracking-fields';

describe('utmFields', () => {
  it('keeps the campaign, medium and source that are given, nothing else', () => {
    expect(
      utmFields('?utm_source=news&utm_medium=email&utm_campaign=%20spring%20&utm_term=x&q=1'),
    ).toEqual({ utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring' });
    expect(utmFields('?utm_source=&utm_medium=%20')).toEqual({});
  });
});

describe('trackingIdentity', () => {
  it('is the profile id and e-mail when logged in, null otherwise', () => {
    expect(trackingIdentity(sessionSnapshot(clientWithTier(), 'ready'))).toEqual({
      profile_id: '7',
      email: 'grace@example.com',
    });
    expect(
      trackingIdentity(sessionSnapshot({ user: null, activeProfile: null }, 'ready')),
    ).toBeNull();
  });
});

describe('pageFields', () => {
  it('gives the spec page fields of an address', () => {
    expect(
      pageFields(
        new URL('https://site.test/pricing?plan=team#faq'),
        'Pricing',
        'https://site.test/',
      ),
    ).toEqual({
      title: 'Pricing',
      name: 'Pricing',
      referrer: 'https://site.test/',
      search: '?plan=team',
      hash: '#faq',
      path: '/pricing',
      url: 'https://site.test/pricing?plan=team#faq',
    });
  });
});
