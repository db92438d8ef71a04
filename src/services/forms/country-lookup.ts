/**
 * The IP-to-country lookup (spec sections 7 and 8) behind the phone input's automatic default
 * country. A GET answered in plain text: first character "1" means success and characters 3
 * and 4 are the country code (e.g. "1;GB;GBR;United Kingdom"); anything else, a failed
 * request or no answer in time fails with "unable to fetch the country". One lookup per page,
 * shared by every phone input on it; the form never waits for it.
 */
import { COUNTRY_LOOKUP } from '../../lib/config/forms';
import { COUNTRY_LOOKUP_URL } from './config';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const failure = () => new Error(COUNTRY_LOOKUP.errorMessage);

/** The lowercase country code in a lookup answer; throws the spec's error otherwise. */
export const parseCountryAnswer = (text: string): string => {
  const code = text.slice(2, 4);
  if (text.charAt(0) !== '1' || !/^[A-Za-z]{2}$/.test(code)) throw failure();
  return code.toLowerCase();
};

/** Asks the lookup at `url`, giving up after `timeoutMs`. */
export const fetchCountry = async (
  url: string,
  {
    fetch = globalThis.fetch,
    timeoutMs = COUNTRY_LOOKUP.timeoutMs,
  }: { fetch?: Fetch; timeoutMs?: number } = {},
): Promise<string> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw failure();
    return parseCountryAnswer(await response.text());
  } catch {
    throw failure();
  } finally {
    clearTimeout(timer);
  }
};

/** The visitor's country, or undefined when detection is off. Rejects when the lookup fails. */
export type CountryDetector = () => Promise<string | undefined>;

/** A detector that asks `url` once and answers every later call from that one lookup. */
export const createCountryDetector = (
  url: string | undefined,
  options?: { fetch?: Fetch; timeoutMs?: number },
): CountryDetector => {
  let lookup: Promise<string | undefined> | undefined;
  return () => {
    lookup ??= url === undefined ? Promise.resolve(undefined) : fetchCountry(url, options);
    return lookup;
  };
};

/** The site's detector: GATSBY_COUNTRY_LOOKUP_URL, or off when it is unset. */
export const detectCountry: CountryDetector = createCountryDetector(COUNTRY_LOOKUP_URL);
