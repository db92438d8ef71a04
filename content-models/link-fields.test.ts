/**
 * CMS link fields (call-to-action targets, menu paths and addresses) follow the site's one link
 * rule (src/lib/input-rules.ts): the mirror validator refuses what the rule refuses, naming the
 * file and the field, as Contentful does with the validation generated from the same model.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMirror, serialize } from '../content-tools/mirror/mirror-files';
import { formatErrors, validateMirror } from '../content-tools/mirror/validate';
import { LINK_TARGET_DESCRIPTION, LINK_TARGET_PATTERN } from '../src/lib/input-rules';
import { UNSAFE_LINKS } from '../tests/unit/unsafe-links';
import { contentTypes } from './index';

const SAFE_LINKS = [
  '/',
  '/pricing',
  '/pricing/?plan=pro#faq',
  '#faq',
  'https://help.example.org/faq',
  'HTTP://example.org',
  'mailto:hello@example.org',
  'tel:+441234567890',
  ' /pricing ',
];

/** Every field checked by the link rule, named "contentType.field". */
const linkFields = contentTypes.flatMap((type) =>
  Object.entries(type.fields)
    .filter(([, spec]) => spec.kind === 'Symbol' && spec.pattern?.regexp === LINK_TARGET_PATTERN)
    .map(([fieldId]) => ({ name: `${type.id}.${fieldId}`, typeId: type.id, fieldId })),
);

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'link-fields-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A mirror with one entry per value, each holding it in `fieldId`; returns each entry's file. */
const mirrorWith = (typeId: string, fieldId: string, values: readonly string[]): string[] => {
  mkdirSync(path.join(root, 'entries', typeId), { recursive: true });
  return values.map((value, index) => {
    const file = `entries/${typeId}/link-${index}.json`;
    writeFileSync(path.join(root, file), serialize({ fields: { [fieldId]: value } }));
    return file;
  });
};

const linkErrors = (fieldId: string) =>
  validateMirror(readMirror(root)).filter((error) => error.field === `fields.${fieldId}`);

test('call-to-action targets and menu paths and addresses are the link fields', () => {
  expect(linkFields.map(({ name }) => name).sort()).toEqual([
    'navigationItem.href',
    'navigationItem.to',
    'pricingPlan.ctaTarget',
    'sectionCallToAction.ctaTarget',
    'sectionFeatureGrid.ctaTarget',
    'sectionHero.ctaTarget',
    'sectionHero.secondaryCtaTarget',
  ]);
});

describe.each(linkFields)('$name', ({ typeId, fieldId }) => {
  it.each(Object.entries(UNSAFE_LINKS))(
    'is refused by the validator for %s, naming the file and the field',
    (_kind, values) => {
      const files = mirrorWith(typeId, fieldId, values);
      const errors = linkErrors(fieldId);
      expect(errors.map((error) => error.file).sort()).toEqual([...files].sort());
      for (const error of errors) expect(error.message).toContain(LINK_TARGET_DESCRIPTION);
    },
  );

  it('accepts paths, anchors and web, mail and phone addresses', () => {
    mirrorWith(typeId, fieldId, SAFE_LINKS);
    expect(linkErrors(fieldId)).toEqual([]);
  });
});

test('an unsafe link is reported with the file and the field it is in', () => {
  const [file] = mirrorWith('sectionHero', 'ctaTarget', ['javascript:alert(1)']);
  const lines = formatErrors(linkErrors('ctaTarget'), root).split('\n');
  expect(lines).toEqual([
    `${path.relative(process.cwd(), path.join(root, file ?? ''))} › fields.ctaTarget: must be ${LINK_TARGET_DESCRIPTION} (got "javascript:alert(1)")`,
  ]);
});
