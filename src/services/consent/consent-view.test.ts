import { createConsent } from './consent-store';
import { createConsentView } from './consent-view';

describe('the consent view', () => {
  test('the banner shows only while there is no choice, and closes on one', () => {
    const consent = createConsent();
    const view = createConsentView(consent);
    view.askIfUndecided();
    expect(view.getSnapshot()).toBe('banner');
    consent.rejectAll();
    view.close();
    expect(view.getSnapshot()).toBe('closed');
    view.askIfUndecided();
    expect(view.getSnapshot()).toBe('closed');
  });

  test('closing the preferences without a choice brings the banner back', () => {
    const consent = createConsent();
    const view = createConsentView(consent);
    view.openPreferences();
    expect(view.getSnapshot()).toBe('preferences');
    view.askIfUndecided(); // the idle bootstrap must not replace the open dialog
    expect(view.getSnapshot()).toBe('preferences');
    view.close();
    expect(view.getSnapshot()).toBe('banner');
  });

  test('a view that does not ask never shows the banner', () => {
    const view = createConsentView(createConsent(), { asks: false });
    view.askIfUndecided();
    expect(view.getSnapshot()).toBe('closed');
    view.openPreferences();
    view.close();
    expect(view.getSnapshot()).toBe('closed');
  });
});
