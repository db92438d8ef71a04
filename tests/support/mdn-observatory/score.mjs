/**
 * Grades responses with the MDN HTTP Observatory's own tests and grader, offline. Its `scan()`
 * fetches the site itself, so this builds the `Requests` record that scan's retriever fills
 * (as the package's own tests do) and adds up the modifiers as scan does.
 * Reads a JSON array of { url, status, headers, body, httpRoute } on stdin; writes the grades.
 */
import { readFileSync } from 'node:fs';
import { AxiosHeaders } from 'axios';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { HTML_TYPES, Requests } from '@mdn/mdn-http-observatory/src/types.js';

const response = ({ status, headers, body }) => ({
  headers: new AxiosHeaders(headers),
  status,
  statusText: '',
  verified: true,
  data: body,
  request: { headers: new AxiosHeaders() },
  config: { headers: new AxiosHeaders() },
});

/** What the retriever records for `input`: the https answer, and the http request's route. */
const requestsOf = (input) => {
  const url = new URL(input.url);
  const requests = new Requests(url.hostname);
  const auto = response(input);
  const isHtml = HTML_TYPES.has(auto.headers.get('content-type')?.split(';')[0] ?? '');
  auto.httpEquiv = isHtml ? parseHttpEquivHeaders(input.body, url.href) : new Map();
  requests.responses.auto = auto;
  requests.responses.https = auto;
  requests.responses.cors = response(input);
  requests.responses.http = input.httpRoute ? auto : null;
  requests.responses.httpRedirects = (input.httpRoute ?? []).map((address, index, route) => ({
    url: new URL(address),
    status: index < route.length - 1 ? 301 : input.status,
  }));
  requests.responses.httpsRedirects = [{ url, status: input.status }];
  requests.resources.path = isHtml ? input.body : null;
  requests.session = { url };
  return requests;
};

const grade = (input) => {
  const requests = requestsOf(input);
  const results = ALL_TESTS.map((test) => test(requests)).map((output) => ({
    test: output.constructor.name,
    result: output.result,
    modifier: output.result ? getScoreModifier(output.result) : 0,
  }));
  const total = (modifiers) => modifiers.reduce((sum, modifier) => sum + modifier, 100);
  const penalties = total(results.map(({ modifier }) => Math.min(modifier, 0)));
  const score =
    penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT
      ? total(results.map(({ modifier }) => modifier))
      : penalties;
  return { ...getGradeForScore(score), results };
};

const inputs = JSON.parse(readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(inputs.map(grade)));
