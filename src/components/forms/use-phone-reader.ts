/**
 * The phone number reader (src/lib/form-phone.ts: libphonenumber-js with its metadata, about
 * 30 KB brotli and most of the form kit's evaluation time) is fetched when a visitor turns to a
 * phone field (a pointer over it, focus, typing) or when the form checks it, not with the page.
 * Until it is there the box takes the text as typed; it is formatted once the reader arrives,
 * and a check always waits for it.
 */
import { useCallback, useState } from 'react';
import { loadOnce } from '../../lib/load-once';

export type PhoneReader = typeof import('../../lib/form-phone');

/** The reader, fetched once; a failed fetch is tried again on the next call. */
export const loadPhoneReader = loadOnce(() => import('../../lib/form-phone'));

/**
 * The reader once loaded (undefined before), and a function that starts the fetch: call it on
 * any sign that the visitor is about to use the field.
 */
export const usePhoneReader = (): [PhoneReader | undefined, () => void] => {
  const [loaded, setLoaded] = useState(loadPhoneReader.loaded);
  const load = useCallback(() => {
    // A failed fetch leaves the text as typed; the form's check tries again and reports it.
    loadPhoneReader().then(setLoaded, () => undefined);
  }, []);
  return [loaded, load];
};
