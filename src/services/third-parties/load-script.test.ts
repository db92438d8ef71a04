/** @jest-environment jsdom */
import { createConsent } from '../consent';
import { createScriptGate } from './load-script';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => document.head.replaceChildren());

describe('loadScript', () => {
  test('refuses a category without consent and adds nothing', async () => {
    const loadScript = createScriptGate(createConsent(), document);
    await expect(loadScript('https://cdn.example/a.js', { category: 'targeting' })).rejects.toThrow(
      'Refused https://cdn.example/a.js: no consent for targeting',
    );
    expect(scripts()).toEqual([]);
  });

  test('with consent adds one async script per address and resolves when it loads', async () => {
    const consent = createConsent();
    consent.acceptSelected(['performance']);
    const loadScript = createScriptGate(consent, document);
    const first = loadScript('https://cdn.example/a.js', { category: 'performance' });
    const again = loadScript('https://cdn.example/a.js', { category: 'performance' });
    expect(again).toBe(first);
    expect(scripts()).toEqual(['https://cdn.example/a.js']);
    expect(document.head.querySelector('script')?.async).toBe(true);
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  test('necessary needs no choice; a failed load rejects with the spec message', async () => {
    const loadScript = createScriptGate(createConsent(), document);
    const load = loadScript('https://cdn.example/b.js', { category: 'necessary' });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow('Failed to load https://cdn.example/b.js');
  });
});
