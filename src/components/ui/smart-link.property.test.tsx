/** @jest-environment jsdom */
/**
 * The link rule, fed random strings: the mirror validator and the validation Contentful gets
 * accept exactly the same values, what they accept renders as a safe href (in SmartLink and in
 * Markdown), and what they refuse never renders as an href at all.
 */
import { tmpdir } from 'node:os';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { contentTypes } from '../../../content-models';
import { toContentfulContentType } from '../../../content-models/contentful-types';
import type { Mirror } from '../../../content-tools/mirror/mirror-files';
import { validateMirror } from '../../../content-tools/mirror/validate';
import { sanitizeMarkdownHtml } from '../../../gatsby/markdown';
import { anyCodePointString } from '../../lib/any-code-point';
import { LINK_TARGET_PATTERN, isSafeLinkTarget } from '../../lib/input-rules';
import { siteUrl } from '../../settings/browser';
import { SmartLink } from './smart-link';

const SITE = new URL(siteUrl());
/** The page a link is on, to resolve relative hrefs the way a browser does. */
const PAGE = new URL('/client/how-it-works', SITE);
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/** Every link field with the validation Contentful gets for it. */
const linkFields = contentTypes.flatMap((type) => {
  const generated = toContentfulContentType(type);
  return Object.entries(type.fields)
    .filter(([, spec]) => spec.kind === 'Symbol' && spec.pattern?.regexp === LINK_TARGET_PATTERN)
    .map(([fieldId]) => {
      const validation = generated.fields
        .find((field) => field.id === fieldId)
        ?.validations.find((rule) => 'regexp' in rule) as
        { regexp: { pattern: string; flags?: string } } | undefined;
      if (!validation) throw new Error(`${type.id}.${fieldId} has no regexp validation`);
      const { pattern, flags } = validation.regexp;
      return { typeId: type.id, fieldId, contentful: new RegExp(pattern, flags) };
    });
});

/** Whether the mirror validator accepts `value` in the field. */
const validatorAccepts = (typeId: string, fieldId: string, value: string): boolean => {
  const file = `entries/${typeId}/random-link.json`;
  const fields = { [fieldId]: value };
  const mirror: Mirror = {
    root: tmpdir(),
    entries: [{ id: 'random-link', contentTypeId: typeId, file, fields, raw: { fields } }],
    assets: [],
    unreadable: [],
  };
  return !validateMirror(mirror).some((error) => error.field === `fields.${fieldId}`);
};

/**
 * Whether an href is safe where a browser meets it: it goes to a web, mail or phone address,
 * and one without a scheme of its own (a path) stays on this site. An href no browser can
 * parse goes nowhere.
 */
const isSafeHref = (href: string): boolean => {
  let url: URL;
  try {
    url = new URL(href, PAGE);
  } catch {
    return true;
  }
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return ALLOWED_PROTOCOLS.includes(url.protocol) && (hasScheme || url.origin === SITE.origin);
};

const hrefsIn = (root: ParentNode): string[] =>
  [...root.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? '');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** How links start: schemes (dangerous ones included), this site, blanks and controls. */
const start = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\u0000',
  '\u00a0',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:',
  'vbscript:',
  'http:',
  'HTTPS:',
  'mailto:',
  'tel:',
  SITE.origin,
  'https://example.org',
  '#',
);
/** What may follow: the slashes and backslashes browsers read as the start of another host. */
const slashes = fc.constantFrom('', '/', '//', '///', '\\', '/\\', '\\/', '/\t/', '/\n/');
/** Pieces of the rest of a link, to join in random order. */
const piece = fc.constantFrom(
  '/',
  '\\',
  '#',
  '?',
  ':',
  '@',
  '.',
  '%2F',
  '%5C',
  ' ',
  '\n',
  '\r',
  '\u0001',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ufeff',
  'example.org',
  'a',
  'é',
  '&amp;',
  '"',
);
const rest = fc.oneof(
  fc.array(piece, { maxLength: 5 }).map((pieces) => pieces.join('')),
  anyCodePointString({ maxLength: 12 }),
);
/** Non-empty: an empty field holds no link, and Contentful leaves it out of the entry. */
const linkValue = fc
  .oneof(
    fc.tuple(start, slashes, rest).map((parts) => parts.join('')),
    anyCodePointString({ maxLength: 30 }),
  )
  .filter((value) => value !== '');

afterEach(cleanup);

test('the validator and Contentful accept the same links, and only those render as href', () => {
  fc.assert(
    fc.property(fc.constantFrom(...linkFields), linkValue, (field, value) => {
      const accepted = validatorAccepts(field.typeId, field.fieldId, value);
      expect(field.contentful.test(value)).toBe(accepted);

      const { container, unmount } = render(<SmartLink to={value}>Go</SmartLink>);
      const hrefs = hrefsIn(container);
      unmount();
      expect(hrefs).toHaveLength(accepted ? 1 : 0);
      for (const href of hrefs) expect([href, isSafeHref(href)]).toEqual([href, true]);
    }),
    { numRuns: 300 },
  );
});

test('Markdown links keep an href only when the link rule accepts it, and only a safe one', () => {
  fc.assert(
    fc.property(linkValue, (value) => {
      const template = document.createElement('template');
      template.innerHTML = sanitizeMarkdownHtml(`<a href="${escapeAttribute(value)}">Go</a>`);
      const hrefs = hrefsIn(template.content);
      for (const href of hrefs) {
        expect([href, isSafeLinkTarget(href), isSafeHref(href)]).toEqual([href, true, true]);
      }
      // NUL and CR are rewritten by HTML parsers before the sanitiser sees the value.
      if (!/[\0\r]/.test(value)) expect(hrefs).toHaveLength(isSafeLinkTarget(value) ? 1 : 0);
    }),
    { numRuns: 500 },
  );
});
