import { segmentWriteKey } from './config';

const KEY = 'abcDEF1234567890';

describe('segmentWriteKey', () => {
  it('is the key only with the external-scripts switch on', () => {
    expect(segmentWriteKey({ GATSBY_SEGMENT_WRITE_KEY: KEY })).toBeNull();
    expect(
      segmentWriteKey({ GATSBY_SEGMENT_WRITE_KEY: KEY, GATSBY_EXTERNAL_SCRIPTS: 'false' }),
    ).toBeNull();
    expect(
      segmentWriteKey({ GATSBY_SEGMENT_WRITE_KEY: KEY, GATSBY_EXTERNAL_SCRIPTS: 'true' }),
    ).toBe(KEY);
  });

  it('is null without a key, and stops on a malformed one', () => {
    expect(segmentWriteKey({ GATSBY_EXTERNAL_SCRIPTS: 'true' })).toBeNull();
    expect(() =>
      segmentWriteKey({ GATSBY_SEGMENT_WRITE_KEY: 'no!', GATSBY_EXTERNAL_SCRIPTS: 'true' }),
    ).toThrow('GATSBY_SEGMENT_WRITE_KEY');
  });

  it('is off when nothing is set, as in tests and a fresh clone', () => {
    expect(segmentWriteKey()).toBeNull();
  });
});
