/**
 * The phone number reader (./phone-number.ts: libphonenumber-js with its metadata) is a
 * plain `import()`, fetched when a visitor turns to a phone field (a pointer over it, focus,
 * typing) or when the form checks it: first paint does not need it. Until it is there the box
 * takes the text as typed; it is formatted once the reader arrives, and a check waits for it.
 */
import { useCallback, useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import { reloadOnChunkError } from '../../services/site-version';

export type PhoneReader = typeof import('./phone-number');

/** The reader, fetched once; a failed fetch is tried again on the next call. */
export const loadPhoneReader = loadOnce(() => import('./phone-number'));

/**
 * The reader once loaded (undefined before), and a function that starts the fetch: call it on
 * any sign that the visitor is about to use the field.
 */
export const usePhoneReader = (): [PhoneReader | undefined, () => void] => {
  const [loaded, setLoaded] = useState(loadPhoneReader.loaded);
  const load = useCallback(() => {
    // A failed fetch reloads the page, once; else the text stays as typed, and the form's check
    // tries again (never reloading, which would cut a submission short) and reports it.
    loadPhoneReader().then(setLoaded, reloadOnChunkError);
  }, []);
  return [loaded, load];
};
