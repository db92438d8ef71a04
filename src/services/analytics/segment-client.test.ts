import { createConsent } from '../consent';
import { createSegmentClient, type SegmentApi } from './segment-client';

const recordingSegment = () => {
  const calls: unknown[][] = [];
  const api: SegmentApi = {
    track: (...args) => void calls.push(['track', ...args]),
    page: (...args) => void calls.push(['page', ...args]),
    identify: (...args) => void calls.push(['identify', ...args]),
  };
  return { api, calls };
};

const where = { section_page: '/', section_name: 'Hero' };
const page = {
  title: 'Home',
  name: 'Home',
  referrer: '',
  search: '',
  hash: '',
  path: '/',
  url: 'https://site.test/',
};

const setUp = (identity: () => { profile_id: string; email: string } | null = () => null) => {
  const consent = createConsent();
  const segment = recordingSegment();
  const load = jest.fn(() => Promise.resolve(segment.api));
  const client = createSegmentClient({
    whenConsented: consent.whenConsented,
    whenInteractive: () => Promise.resolve(),
    load,
    utm: { utm_source: 'news' },
    identity,
  });
  return { consent, segment, load, client };
};

describe('createSegmentClient', () => {
  it('loads nothing and sends nothing before performance consent', async () => {
    const { consent, segment, load, client } = setUp();
    client.track('contact_form_submitted', where);
    consent.acceptSelected(['targeting', 'functionality']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(segment.calls).toEqual([]);
  });

  it('sends the queued calls in order once consented and loaded, then calls straight through', async () => {
    const { consent, segment, load, client } = setUp();
    client.page(page);
    client.track('button_click', { ...where, button_text: 'Get Started For Free' });
    consent.acceptAll();
    await client.loaded;
    client.track('signed_up', { user_type: 'client' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(segment.calls).toEqual([
      ['page', 'Home', { ...page, utm_source: 'news' }],
      [
        'track',
        'Get Started Clicked',
        { ...where, button_text: 'Get Started For Free', utm_source: 'news' },
      ],
      ['track', 'Signed Up', { user_type: 'client', utm_source: 'news' }],
    ]);
  });

  it('adds the identity the visitor had when the event was made', async () => {
    let visitor: { profile_id: string; email: string } | null = null;
    const { consent, segment, client } = setUp(() => visitor);
    client.track('user_logged_in', { user_type: 'client' });
    visitor = { profile_id: '7', email: 'ada@example.org' };
    client.track('contact_form_submitted', where);
    client.identify(visitor);
    consent.acceptAll();
    await client.loaded;
    expect(segment.calls).toEqual([
      ['track', 'User Logged In', { user_type: 'client', utm_source: 'news' }],
      [
        'track',
        'Contact Form Submitted',
        { ...where, utm_source: 'news', profile_id: '7', email: 'ada@example.org' },
      ],
      ['identify', '7', { email: 'ada@example.org' }],
    ]);
  });

  it('keeps at most the queue limit, dropping the oldest', async () => {
    const { consent, segment, client } = setUp();
    for (let index = 0; index < 105; index += 1) {
      client.track('blog_search', { query: 'fees', page: index });
    }
    consent.acceptAll();
    await client.loaded;
    expect(segment.calls).toHaveLength(100);
    expect(segment.calls[0]).toEqual([
      'track',
      'Blog Search',
      { query: 'fees', page: 5, utm_source: 'news' },
    ]);
  });

  it('drops the queue and reports when the library cannot load', async () => {
    const onLoadError = jest.fn();
    const client = createSegmentClient({
      whenConsented: () => Promise.resolve(),
      whenInteractive: () => Promise.resolve(),
      load: () => Promise.reject(new Error('Failed to load')),
      utm: {},
      identity: () => null,
      onLoadError,
    });
    client.track('signed_up', { user_type: 'client' });
    await client.loaded;
    expect(onLoadError).toHaveBeenCalledWith(new Error('Failed to load'));
    expect(() => client.track('signed_up', { user_type: 'client' })).not.toThrow();
  });
});
