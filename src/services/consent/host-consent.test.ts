/** @jest-environment jsdom */
import { createConsent } from './consent-store';
import {
  HOST_CONSENT_MESSAGES,
  grantedByHost,
  listenForHostConsent,
  originMatchesSource,
} from './host-consent';

describe('originMatchesSource', () => {
  it.each([
    ['https://partner.example', 'https://partner.example'],
    ['https://partner.example:443', 'https://partner.example'],
    ['https://book.partner.example', 'https://*.partner.example'],
    ['http://localhost:9611', 'http://localhost:*'],
    ['https://partner.example:8443', 'https://partner.example:8443'],
  ])('lets %s through for %s', (origin, source) => {
    expect(originMatchesSource(origin, source)).toBe(true);
  });

  it.each([
    ['http://partner.example', 'https://partner.example'],
    ['https://partner.example.evil.test', 'https://partner.example'],
    ['https://evilpartner.example', 'https://*.partner.example'],
    ['https://partner.example', 'https://*.partner.example'],
    ['https://partner.example:8443', 'https://partner.example'],
    ['http://localhost:9611', 'http://localhost'],
    ['null', 'https://partner.example'],
  ])('refuses %s for %s', (origin, source) => {
    expect(originMatchesSource(origin, source)).toBe(false);
  });
});

describe('grantedByHost', () => {
  it('reads the granted categories of a consent message, leaving out names it does not know', () => {
    const message = (granted: unknown) => ({ type: HOST_CONSENT_MESSAGES.consent, granted });
    expect(grantedByHost(message(['functionality', 'analytics', 'performance']))).toEqual([
      'performance',
      'functionality',
    ]);
    expect(grantedByHost(message([]))).toEqual([]);
  });

  it.each([null, 'consent', { type: 'other', granted: [] }, { type: 'book-call-frame:consent' }])(
    'ignores %p',
    (data) => {
      expect(grantedByHost(data)).toBeUndefined();
    },
  );
});

describe('listenForHostConsent', () => {
  /** A window whose parent is another object, as in a frame; messages are dispatched by hand. */
  const frameWindow = () => {
    const parent = { postMessage: jest.fn() };
    const win = Object.assign(new EventTarget(), { parent }) as unknown as Window;
    const receive = (origin: string, data: unknown, source: unknown = parent) =>
      win.dispatchEvent(new MessageEvent('message', { origin, data, source: source as Window }));
    return { win, parent, receive };
  };

  it('says it is ready, then takes the choice of a host from an allowed origin', () => {
    const { win, parent, receive } = frameWindow();
    const consent = createConsent();
    const stop = listenForHostConsent({ win, origins: ['https://*.partner.example'], consent });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: HOST_CONSENT_MESSAGES.ready }, '*');

    receive('https://www.partner.example', {
      type: HOST_CONSENT_MESSAGES.consent,
      granted: ['targeting'],
    });
    expect(consent.getSnapshot()).toEqual({
      decided: true,
      granted: new Set(['necessary', 'targeting']),
    });
    receive('https://www.partner.example', { type: HOST_CONSENT_MESSAGES.consent, granted: [] });
    expect(consent.hasConsent('targeting')).toBe(false);

    stop();
    receive('https://www.partner.example', {
      type: HOST_CONSENT_MESSAGES.consent,
      granted: ['targeting'],
    });
    expect(consent.hasConsent('targeting')).toBe(false);
  });

  it('ignores other origins, and messages that are not from the page around the frame', () => {
    const { win, receive } = frameWindow();
    const consent = createConsent();
    listenForHostConsent({ win, origins: ['https://partner.example'], consent });
    const grantAll = {
      type: HOST_CONSENT_MESSAGES.consent,
      granted: ['performance', 'targeting', 'functionality'],
    };
    receive('https://elsewhere.example', grantAll);
    receive('https://partner.example', grantAll, { postMessage: jest.fn() });
    expect(consent.getSnapshot().decided).toBe(false);
  });

  it('takes nobody’s choice when no site may frame the page', () => {
    const { win, receive } = frameWindow();
    const consent = createConsent();
    listenForHostConsent({ win, origins: [], consent });
    receive('https://partner.example', { type: HOST_CONSENT_MESSAGES.consent, granted: [] });
    expect(consent.getSnapshot().decided).toBe(false);
  });
});
