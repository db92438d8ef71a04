import { consent, hasConsent, onConsentChange, whenConsented } from '.';

test('the page-wide consent works in Jest without a browser, undecided until a choice', async () => {
  expect(consent.getSnapshot().decided).toBe(false);
  expect(hasConsent('necessary')).toBe(true);
  expect(hasConsent('performance')).toBe(false);
  const heard = jest.fn();
  const stop = onConsentChange(heard);
  const performance = whenConsented('performance');
  consent.acceptSelected(['performance']);
  await expect(performance).resolves.toBeUndefined();
  expect(heard).toHaveBeenCalledWith(new Set(['necessary', 'performance']));
  stop();
  consent.rejectAll();
  expect(hasConsent('performance')).toBe(false);
});
