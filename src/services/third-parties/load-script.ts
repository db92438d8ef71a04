/** The one gate third-party code goes through: no script without its category's consent. */
import type { Consent, ConsentCategory } from '../consent';

export interface LoadScriptOptions {
  category: ConsentCategory;
}

export type LoadScript = (url: string, options: LoadScriptOptions) => Promise<void>;

export const createScriptGate = (
  consent: Pick<Consent, 'hasConsent'>,
  doc: Document,
): LoadScript => {
  const loads = new Map<string, Promise<void>>();
  return (url, { category }) => {
    if (!consent.hasConsent(category)) {
      return Promise.reject(new Error(`Refused ${url}: no consent for ${category}`));
    }
    const known = loads.get(url);
    if (known) return known;
    const load = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve());
      // Spec section 8's message.
      script.addEventListener('error', () => reject(new Error(`Failed to load ${url}`)));
      doc.head.appendChild(script);
    });
    loads.set(url, load);
    return load;
  };
};
