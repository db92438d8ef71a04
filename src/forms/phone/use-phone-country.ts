import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultCountry, type DefaultCountrySource, type PhoneCountry } from './phone-countries';
import type { CountryDetector } from './country-lookup';

/**
 * The selected country of a phone input: first the default (a given code, a dial code, the
 * first preferred country); else the country detection finds once it answers (the lookup, or
 * the browser's languages), starting meanwhile from `fallback` (the site's default, if any).
 * The form never waits for detection, and a visitor's choice made meanwhile wins. A failed
 * lookup leaves the country it started with.
 */
export const usePhoneCountry = (
  countries: readonly PhoneCountry[],
  source: DefaultCountrySource,
  detect: CountryDetector | false,
  fallback?: string,
): [PhoneCountry | undefined, (country: PhoneCountry) => void] => {
  const [given] = useState(() => defaultCountry(source, countries));
  const [country, setCountry] = useState(
    () => given ?? countries.find(({ iso2 }) => iso2 === fallback?.toLowerCase()),
  );
  const settled = useRef(given !== undefined);
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
