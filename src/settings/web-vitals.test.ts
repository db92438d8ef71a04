import { readWebVitalsSampleRate } from './web-vitals';

describe('readWebVitalsSampleRate', () => {
  it('is every page view when unset or blank', () => {
    expect(readWebVitalsSampleRate(undefined)).toBe(1);
    expect(readWebVitalsSampleRate('  ')).toBe(1);
  });

  it.each([
    ['0', 0],
    ['0.25', 0.25],
    ['.5', 0.5],
    [' 1 ', 1],
    ['1.0', 1],
  ])('takes %p as %p', (value, rate) => {
    expect(readWebVitalsSampleRate(value)).toBe(rate);
  });

  it.each(['1.5', '2', '-0.1', '25%', 'half', '1e-1', '0x1'])(
    'stops on %p, naming the variable',
    (value) => {
      expect(() => readWebVitalsSampleRate(value)).toThrow(
        `GATSBY_WEB_VITALS_SAMPLE_RATE must be a share of page views from 0 to 1, such as 0.25; it is "${value}"`,
      );
    },
  );
});
