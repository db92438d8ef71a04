import { BOOKING_FRAME_ORIGINS_VARIABLE, readBookingFrameOrigins } from './booking-frame-origins';

test('a comma-separated list of origins, blanks and repeats dropped', () => {
  expect(
    readBookingFrameOrigins(' https://a.example , https://B.example:8443,,https://a.example'),
  ).toEqual(['https://a.example', 'https://b.example:8443']);
  expect(readBookingFrameOrigins('http://localhost:9405')).toEqual(['http://localhost:9405']);
});

test('unset or blank: no origin', () => {
  expect(readBookingFrameOrigins(undefined)).toEqual([]);
  expect(readBookingFrameOrigins('  ')).toEqual([]);
});

test.each(['partner.example', 'https://a.example/path', 'http://partner.example', "'self'", '*'])(
  '%s is refused with the variable named',
  (value) => {
    expect(() => readBookingFrameOrigins(value)).toThrow(BOOKING_FRAME_ORIGINS_VARIABLE);
  },
);
