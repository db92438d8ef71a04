import { createConsent, memoryConsentStorage, type ConsentCategory } from './consent-store';

const settled = async <T>(promise: Promise<T>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('createConsent', () => {
  test('starts undecided with only necessary granted', () => {
    const consent = createConsent();
    expect(consent.getSnapshot().decided).toBe(false);
    expect([...consent.getSnapshot().granted]).toEqual(['necessary']);
    expect(consent.hasConsent('necessary')).toBe(true);
    expect(consent.hasConsent('performance')).toBe(false);
  });

  test('accept all grants every category; reject all only necessary; both count as a choice', () => {
    const consent = createConsent();
    consent.acceptAll();
    expect(
      ['performance', 'targeting', 'functionality'].every((c) =>
        consent.hasConsent(c as ConsentCategory),
      ),
    ).toBe(true);
    consent.rejectAll();
    expect(consent.getSnapshot()).toEqual({ decided: true, granted: new Set(['necessary']) });
  });

  test('accept selected grants exactly the chosen categories', () => {
    const consent = createConsent();
    consent.acceptSelected(['targeting']);
    expect([...consent.getSnapshot().granted].sort()).toEqual(['necessary', 'targeting']);
    consent.acceptSelected(['functionality', 'performance']);
    expect(consent.hasConsent('targeting')).toBe(false);
    expect(consent.hasConsent('functionality')).toBe(true);
  });

  test('the choice is written to storage and restored from it by the next page', () => {
    const storage = memoryConsentStorage();
    createConsent(storage).acceptSelected(['performance']);
    expect(storage.read()).toEqual(['performance']);
    const next = createConsent(storage);
    expect(next.getSnapshot().decided).toBe(true);
    expect(next.hasConsent('performance')).toBe(true);
    expect(next.hasConsent('targeting')).toBe(false);
  });

  test('whenConsented resolves at once for necessary, and for another category once granted', async () => {
    const consent = createConsent();
    expect(await settled(consent.whenConsented('necessary'))).toBe(true);
    const targeting = consent.whenConsented('targeting');
    consent.acceptSelected(['performance']);
    expect(await settled(targeting)).toBe(false);
    consent.acceptSelected(['performance', 'targeting']);
    expect(await settled(targeting)).toBe(true);
  });

  test('onConsentChange hears each change of the granted categories, until unsubscribed', () => {
    const consent = createConsent();
    const heard: string[][] = [];
    const stop = consent.onConsentChange((granted) => heard.push([...granted].sort()));
    consent.rejectAll(); // a choice, but nothing granted changes
    consent.acceptSelected(['targeting']);
    consent.acceptSelected(['targeting']); // the same again
    consent.rejectAll();
    stop();
    consent.acceptAll();
    expect(heard).toEqual([['necessary', 'targeting'], ['necessary']]);
  });

  test('the first choice is a new state even when it grants nothing, so the banner closes', () => {
    const consent = createConsent();
    const changes = jest.fn();
    consent.subscribe(changes);
    consent.rejectAll();
    expect(changes).toHaveBeenCalledTimes(1);
    consent.rejectAll();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  test('grant adds one category to those granted, and counts as a choice', () => {
    const storage = memoryConsentStorage();
    const undecided = createConsent(storage);
    undecided.grant('functionality');
    expect(undecided.getSnapshot()).toEqual({
      decided: true,
      granted: new Set(['necessary', 'functionality']),
    });
    expect(storage.read()).toEqual(['functionality']);

    const consent = createConsent();
    consent.acceptSelected(['targeting']);
    consent.grant('functionality');
    expect([...consent.getSnapshot().granted].sort()).toEqual([
      'functionality',
      'necessary',
      'targeting',
    ]);
  });
});
