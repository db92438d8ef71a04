import { Script, createContext } from 'node:vm';
import { createConsent } from '../consent';
import {
  CONSENT_MODE_DEFAULT_SCRIPT,
  CONSENT_MODE_SIGNALS,
  gtagCommand,
  startConsentMode,
  type DataLayerWindow,
} from './consent-mode';

/** The dataLayer as plain arrays, so assertions can compare it; `arguments` stay recognisable. */
const commands = (win: DataLayerWindow) =>
  (win.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? ['gtag', ...(entry as IArguments)]
      : entry,
  );

const denied = Object.fromEntries(CONSENT_MODE_SIGNALS.map((signal) => [signal, 'denied']));
const granted = Object.fromEntries(CONSENT_MODE_SIGNALS.map((signal) => [signal, 'granted']));

/** Runs the head script in a fresh global, as the browser does before anything else. */
const pageWithHeadScript = (): DataLayerWindow => {
  const win = createContext({}) as DataLayerWindow & { window?: unknown };
  win.window = win;
  new Script(CONSENT_MODE_DEFAULT_SCRIPT).runInContext(win);
  return win;
};

describe('Google Consent Mode', () => {
  test('the head script denies every ad and analytics signal by default, as a gtag command', () => {
    const win = pageWithHeadScript();
    expect(commands(win)).toEqual([['gtag', 'consent', 'default', denied]]);
  });

  test('the head script is a constant the CSP can hash: nothing from configuration in it', () => {
    expect(CONSENT_MODE_DEFAULT_SCRIPT).not.toMatch(/GTM-|\$\{|process/);
  });

  test('accepting targeting grants, revoking denies again, each after the default', () => {
    const win = pageWithHeadScript();
    const consent = createConsent();
    startConsentMode(consent, win);
    consent.acceptSelected(['performance']); // no targeting: nothing to update
    consent.acceptAll();
    consent.acceptAll(); // unchanged: no second update
    consent.rejectAll();
    expect(commands(win)).toEqual([
      ['gtag', 'consent', 'default', denied],
      ['gtag', 'consent', 'update', granted],
      ['gtag', 'consent', 'update', denied],
    ]);
  });

  test('a returning visitor who granted targeting gets the update at start, before any tag', () => {
    const win = pageWithHeadScript();
    const consent = createConsent();
    consent.acceptAll();
    startConsentMode(consent, win);
    gtagCommand(win, 'event', 'later');
    expect(commands(win)).toEqual([
      ['gtag', 'consent', 'default', denied],
      ['gtag', 'consent', 'update', granted],
      ['gtag', 'event', 'later'],
    ]);
  });

  test('a returning visitor who refused targeting keeps the default alone', () => {
    const win = pageWithHeadScript();
    const consent = createConsent();
    consent.rejectAll();
    startConsentMode(consent, win);
    expect(commands(win)).toHaveLength(1);
  });
});
