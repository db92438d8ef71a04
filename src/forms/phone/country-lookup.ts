/**
 * The phone input's automatic default country: the IP-to-country lookup (spec sections 7 and 8)
 * when one is configured, a GET answered in plain text (first character "1" means success and
 * characters 3 and 4 are the country code, e.g. "1;GB;GBR;United Kingdom"; anything else, a
 * failed request or no answer in time fails with "unable to fetch the country"); otherwise the
 * region of the browser's languages (en-GB: GB). One answer per page; the form never waits.
 */
import { COUNTRY_LOOKUP } from '../config';
import { countryLookupUrl } from '../../settings/browser';

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

/**
 * The lowercase region of the first language tag that names one ("en-GB" → "gb"); tags with
 * a numeric region ("es-419", Latin America) or none ("en") are passed over.
 */
export const regionOfLanguages = (tags: readonly string[]): string | undefined => {
  for (const tag of tags) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region !== undefined && /^[A-Z]{2}$/.test(region)) return region.toLowerCase();
    } catch {
      // Not a well-formed language tag: the next one may be.
    }
  }
  return undefined;
};

/** The browser's preferred languages, most preferred first; none outside a browser. */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/**
 * The visitor's country, or undefined when nothing tells it. Rejects when the lookup fails, so
 * the phone input keeps the country it started with.
 */
export type CountryDetector = () => Promise<string | undefined>;

/**
 * A detector that asks `url` once and answers every later call from that one lookup; without
 * a `url`, the region of the browser's languages.
 */
export const createCountryDetector = (
  url: string | undefined,
  {
    languages = browserLanguages,
    ...options
  }: { fetch?: Fetch; timeoutMs?: number; languages?: () => readonly string[] } = {},
): CountryDetector => {
  let lookup: Promise<string | undefined> | undefined;
  return () => {
    lookup ??=
      url === undefined
        ? Promise.resolve(regionOfLanguages(languages()))
        : fetchCountry(url, options);
    return lookup;
  };
};

/** The site's detector: GATSBY_COUNTRY_LOOKUP_URL, or the browser's languages when it is unset. */
export const detectCountry: CountryDetector = createCountryDetector(countryLookupUrl());
