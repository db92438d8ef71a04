import {
  FormSubmissionError,
  createFormSubmitter,
  submitForm,
  type SubmissionFetch,
} from './submission';

const FIELDS = { firstName: 'Ada', workMail: 'ada@example.org' };

const answering = (...statuses: number[]): jest.MockedFunction<SubmissionFetch> =>
  // Each call answers the next status; the last one repeats.
  jest.fn<Promise<Response>, Parameters<SubmissionFetch>>(
    async () => new Response('', { status: statuses.shift() ?? 200 }),
  );

describe('createFormSubmitter', () => {
  it('posts the fields urlencoded, with the form name, to the page path', async () => {
    const fetch = answering(200);
    await createFormSubmitter({ fetch, path: () => '/contact' })('contact', FIELDS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/contact');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'form-name=contact&firstName=Ada&workMail=ada%40example.org',
    });
  });

  it('rejects with a network FormSubmissionError when the request fails', async () => {
    const submit = createFormSubmitter({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const failure = submit('contact', FIELDS);
    await expect(failure).rejects.toBeInstanceOf(FormSubmissionError);
    await expect(failure).rejects.toMatchObject({ reason: 'network', message: 'Network Error' });
  });

  it('rejects with a server FormSubmissionError on a 5xx', async () => {
    const submit = createFormSubmitter({ fetch: answering(503) });
    await expect(submit('contact', FIELDS)).rejects.toMatchObject({
      name: 'FormSubmissionError',
      reason: 'server',
      status: 503,
      message: 'Request failed with status code 503',
    });
  });

  it('rejects on another error status too, so the form keeps its values', async () => {
    const submit = createFormSubmitter({ fetch: answering(404) });
    await expect(submit('contact', FIELDS)).rejects.toMatchObject({
      reason: 'rejected',
      status: 404,
    });
  });

  it('posts again on the next submit after a failure', async () => {
    const fetch = answering(500, 200);
    const submit = createFormSubmitter({ fetch });
    await expect(submit('contact', FIELDS)).rejects.toMatchObject({ status: 500 });
    await expect(submit('contact', FIELDS)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1].body).toBe(fetch.mock.calls[0]?.[1].body);
  });

  it('posts a submission asked for twice while on its way once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.fn<Promise<Response>, Parameters<SubmissionFetch>>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const submit = createFormSubmitter({ fetch });
    const first = submit('contact', FIELDS);
    const second = submit('contact', { ...FIELDS });
    expect(second).toBe(first);
    answer(new Response('', { status: 200 }));
    await Promise.all([first, second]);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Once it has arrived, a new submit is a new submission.
    fetch.mockResolvedValueOnce(new Response('', { status: 200 }));
    await submit('contact', FIELDS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('posts different fields on their own', async () => {
    const fetch = answering(200, 200);
    const submit = createFormSubmitter({ fetch });
    await Promise.all([submit('contact', FIELDS), submit('contact', { firstName: 'Grace' })]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('submitForm', () => {
  it('uses the global fetch', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('', { status: 200 }));
    try {
      await submitForm('feedback', { message: 'Hello' });
      expect(fetch).toHaveBeenCalledWith(
        '/',
        expect.objectContaining({ body: 'form-name=feedback&message=Hello' }),
      );
    } finally {
      fetch.mockRestore();
    }
  });
});
