import {
  createCountryDetector,
  fetchCountry,
  parseCountryAnswer,
  regionOfLanguages,
  type Fetch,
} from './country-lookup';

const URL_ = 'https://lookup.test/';
const answering =
  (body: string, status = 200): Fetch =>
  async () =>
    new Response(body, { status });

describe('parseCountryAnswer', () => {
  it('reads the code in characters 3 and 4 when the first character is "1"', () => {
    expect(parseCountryAnswer('1;GB;GBR;United Kingdom')).toBe('gb');
    expect(parseCountryAnswer('1;xk;XKX;Kosovo')).toBe('xk');
  });

  it.each(['0;;;WRONG INPUT', '2;;;UNKNOWN', '', '1', '1;G', '1;12;', ' 1;GB', '1;G-;'])(
    'fails with "unable to fetch the country" for %p',
    (answer) => {
      expect(() => parseCountryAnswer(answer)).toThrow(new Error('unable to fetch the country'));
    },
  );
});

describe('fetchCountry', () => {
  it('asks the address without credentials and answers the lowercase code', async () => {
    const fetch = jest.fn(answering('1;DE;DEU;Germany'));
    await expect(fetchCountry(URL_, { fetch })).resolves.toBe('de');
    expect(fetch).toHaveBeenCalledWith(URL_, expect.objectContaining({ credentials: 'omit' }));
  });

  it('fails with the spec error on an error status, a network error or a bad answer', async () => {
    const error = new Error('unable to fetch the country');
    await expect(fetchCountry(URL_, { fetch: answering('1;DE;', 500) })).rejects.toEqual(error);
    await expect(
      fetchCountry(URL_, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
    ).rejects.toEqual(error);
    await expect(fetchCountry(URL_, { fetch: answering('0;;;WRONG') })).rejects.toEqual(error);
  });

  it('gives up after the timeout, aborting the request', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetch: Fetch = (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      const result = fetchCountry(URL_, { fetch, timeoutMs: 1500 });
      const settled = jest.fn();
      result.catch(settled);
      await jest.advanceTimersByTimeAsync(1499);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(signal?.aborted).toBe(true);
      await expect(result).rejects.toEqual(new Error('unable to fetch the country'));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('createCountryDetector', () => {
  it('without an address answers the region of the browser languages and asks nothing', async () => {
    const fetch = jest.fn(answering('1;FR;'));
    const languages = (tags: string[]) => ({ fetch, languages: () => tags });
    await expect(createCountryDetector(undefined, languages(['en-GB', 'en']))()).resolves.toBe(
      'gb',
    );
    await expect(createCountryDetector(undefined, languages(['en']))()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with an address asks the lookup, not the browser languages', async () => {
    const fetch = jest.fn(answering('1;FR;'));
    const detect = createCountryDetector(URL_, { fetch, languages: () => ['en-GB'] });
    await expect(detect()).resolves.toBe('fr');
  });

  it('asks once however many inputs want the country', async () => {
    const fetch = jest.fn(answering('1;FR;FRA;France'));
    const detect = createCountryDetector(URL_, { fetch });
    await expect(Promise.all([detect(), detect()])).resolves.toEqual(['fr', 'fr']);
    await expect(detect()).resolves.toBe('fr');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask again after a failure', async () => {
    const fetch = jest.fn(answering('0;;;'));
    const detect = createCountryDetector(URL_, { fetch });
    await expect(detect()).rejects.toThrow('unable to fetch the country');
    await expect(detect()).rejects.toThrow('unable to fetch the country');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('regionOfLanguages', () => {
  it('takes the region of the first tag that has a two-letter one', () => {
    expect(regionOfLanguages(['en-GB', 'en-US'])).toBe('gb');
    expect(regionOfLanguages(['de', 'fr-CA'])).toBe('ca');
    expect(regionOfLanguages(['zh-Hant-TW'])).toBe('tw');
  });

  it('passes over numeric regions, tags without one and malformed tags', () => {
    expect(regionOfLanguages(['es-419', 'x', '', 'pt-BR'])).toBe('br');
    expect(regionOfLanguages(['en', 'es-419'])).toBeUndefined();
    expect(regionOfLanguages([])).toBeUndefined();
  });
});
