import { useCallback, useEffect, useRef, useState } from 'react';
import {
  defaultCountry,
  type DefaultCountrySource,
  type PhoneCountry,
} from '../../lib/form-phone-countries';
import type { CountryDetector } from '../../services/forms/country-lookup';

/**
 * The selected country of a phone input: first the default (a given code, a dial code, the
 * first preferred country), else the country the lookup detects, once it answers; the form
 * never waits for it, and a visitor's choice made meanwhile wins. A failed lookup leaves no
 * country selected.
 */
export const usePhoneCountry = (
  countries: readonly PhoneCountry[],
  source: DefaultCountrySource,
  detect: CountryDetector | false,
): [PhoneCountry | undefined, (country: PhoneCountry) => void] => {
  const [country, setCountry] = useState(() => defaultCountry(source, countries));
  const settled = useRef(country !== undefined);
  const offered = useRef(countries);
  offered.current = countries;
  const detector = useRef(detect);
  // Once, when the input mounts: a detector made anew on each render must not ask again.
  useEffect(() => {
    const lookUp = detector.current;
    if (settled.current || !lookUp) return;
    let live = true;
    lookUp().then(
      (code) => {
        const found = offered.current.find(({ iso2 }) => iso2 === code);
        if (live && found && !settled.current) {
          settled.current = true;
          setCountry(found);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const choose = useCallback((next: PhoneCountry) => {
    settled.current = true;
    setCountry(next);
  }, []);
  return [country, choose];
};
