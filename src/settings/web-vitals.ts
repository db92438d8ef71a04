import { givenSetting, invalidSetting } from './values';

/** Every page view sends its Core Web Vitals unless a rate says otherwise (docs/analytics.md). */
export const readWebVitalsSampleRate = (value: string | undefined): number => {
  const rate = givenSetting(value);
  if (rate === undefined) return 1;
  if (!/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(rate) || Number(rate) > 1) {
    throw invalidSetting(
      'GATSBY_WEB_VITALS_SAMPLE_RATE',
      rate,
      'a share of page views from 0 to 1, such as 0.25',
    );
  }
  return Number(rate);
};
