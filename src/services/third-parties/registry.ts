/** Every third party the site can load; an unset variable means off, tests included. */
import { givenSetting, invalidSetting } from '../../settings/values';

/** Spec section 9; `necessary` is always granted. */
export type ConsentCategory = 'necessary' | 'performance' | 'targeting' | 'functionality';

export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src';

export type ThirdPartyId = 'tagManager' | 'segment' | 'sentry' | 'recording' | 'chat' | 'pixel';

export interface ThirdParty {
  id: ThirdPartyId;
  label: string;
  variable: string;
  pattern: RegExp;
  expected: string;
  category: ConsentCategory;
  /** A function, as origins may follow from the value (a DSN names its ingest host). */
  origins: (value: string) => Partial<Record<CspDirective, readonly string[]>>;
}

/** Spec section 7. */
export const EXTERNAL_SCRIPTS_VARIABLE = 'GATSBY_EXTERNAL_SCRIPTS';

export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    id: 'tagManager',
    label: 'Google Tag Manager',
    variable: 'GATSBY_GTM_ID',
    pattern: /^GTM-[0-9A-Z]+$/,
    expected: 'GTM- followed by digits and capital letters',
    category: 'targeting',
    origins: () => ({
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
      'img-src': ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
    }),
  },
  {
    id: 'segment',
    label: 'Segment',
    variable: 'GATSBY_SEGMENT_WRITE_KEY',
    pattern: /^[A-Za-z0-9]{10,64}$/,
    expected: 'a Segment write key (10 to 64 letters and digits)',
    category: 'performance',
    origins: () => ({
      'script-src': ['https://cdn.segment.com'],
      'connect-src': ['https://cdn.segment.com', 'https://api.segment.io'],
    }),
  },
  {
    id: 'sentry',
    label: 'Sentry',
    variable: 'GATSBY_SENTRY_DSN',
    pattern: /^https:\/\/[0-9a-f]+@[a-z0-9.-]+(?::\d+)?\/\d+$/,
    expected: 'a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project>',
    // It sends page-load traces as well as errors, so it waits for measurement consent.
    category: 'performance',
    origins: (dsn) => ({ 'connect-src': [new URL(dsn).origin] }),
  },
  {
    id: 'recording',
    label: 'Hotjar session recording',
    variable: 'GATSBY_HOTJAR_ID',
    pattern: /^\d+$/,
    expected: 'a numeric Hotjar site id',
    category: 'performance',
    origins: () => ({
      'script-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
      'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      'img-src': ['https://*.hotjar.com'],
      'frame-src': ['https://vars.hotjar.com'],
      'style-src': ['https://static.hotjar.com'],
    }),
  },
  {
    id: 'chat',
    label: 'LiveChat',
    variable: 'GATSBY_LIVECHAT_LICENSE',
    pattern: /^\d+$/,
    expected: 'a numeric LiveChat licence number',
    category: 'functionality',
    origins: () => ({
      'script-src': ['https://cdn.livechatinc.com'],
      'connect-src': ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
      'img-src': ['https://*.livechatinc.com'],
      'frame-src': ['https://secure.livechatinc.com'],
    }),
  },
  {
    id: 'pixel',
    label: 'Meta pixel',
    variable: 'GATSBY_FACEBOOK_PIXEL_ID',
    pattern: /^\d+$/,
    expected: 'a numeric Meta pixel id',
    category: 'targeting',
    origins: () => ({
      'script-src': ['https://connect.facebook.net'],
      'connect-src': ['https://www.facebook.com'],
      'img-src': ['https://www.facebook.com'],
    }),
  },
];

const SWITCH_ON = /^(true|1|yes|on)$/i;
const SWITCH_OFF = /^(false|0|no|off)$/i;

export interface ConfiguredThirdParty {
  party: ThirdParty;
  value: string;
}

/** A malformed value throws, so the build stops. */
export const configuredThirdParties = (
  env: Readonly<Record<string, string | undefined>>,
): ConfiguredThirdParty[] => {
  const switchValue = givenSetting(env[EXTERNAL_SCRIPTS_VARIABLE]);
  if (switchValue !== undefined && !SWITCH_ON.test(switchValue) && !SWITCH_OFF.test(switchValue)) {
    throw new Error(
      `${EXTERNAL_SCRIPTS_VARIABLE} must be true or false; it is "${switchValue}". ` +
        'Unset it to keep every third-party script off.',
    );
  }
  const configured = THIRD_PARTIES.flatMap((party) => {
    const value = givenSetting(env[party.variable]);
    if (value === undefined) return [];
    if (!party.pattern.test(value)) {
      throw invalidSetting(party.variable, value, party.expected);
    }
    return [{ party, value }];
  });
  return switchValue !== undefined && SWITCH_ON.test(switchValue) ? configured : [];
};

export const thirdPartyCspSources = (
  configured: readonly ConfiguredThirdParty[],
): Partial<Record<CspDirective, string[]>> => {
  const sources: Partial<Record<CspDirective, Set<string>>> = {};
  for (const { party, value } of configured) {
    for (const [directive, origins] of Object.entries(party.origins(value)) as [
      CspDirective,
      readonly string[],
    ][]) {
      const set = (sources[directive] ??= new Set());
      for (const origin of origins) set.add(origin);
    }
  }
  return Object.fromEntries(
    Object.entries(sources).map(([directive, set]) => [directive, [...set].sort()]),
  );
};

export const configuredValue = (
  configured: readonly ConfiguredThirdParty[],
  id: ThirdPartyId,
): string | null => configured.find(({ party }) => party.id === id)?.value ?? null;
