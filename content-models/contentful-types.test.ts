import {
  type ContentfulContentType,
  type ContentfulField,
  contentfulContentTypes,
  toContentfulContentType,
  toEditorInterface,
} from './contentful-types';
import { LINK_TARGET_DESCRIPTION, LINK_TARGET_PATTERN } from '../src/lib/input-rules';
import { ALL_UNSAFE_LINKS } from '../tests/unit/unsafe-links';
import { SLUG_PATTERN, contentTypes, defineContentType, field, sectionTypeIds } from './index';

const generated = contentfulContentTypes();

const typeWithId = (id: string): ContentfulContentType => {
  const found = generated.find((type) => type.sys.id === id);
  if (!found) throw new Error(`No generated content type ${id}`);
  return found;
};

const fieldOf = (typeId: string, fieldId: string): ContentfulField => {
  const found = typeWithId(typeId).fields.find((candidate) => candidate.id === fieldId);
  if (!found) throw new Error(`${typeId} has no field ${fieldId}`);
  return found;
};

const SLUG_VALIDATIONS = [
  { unique: true },
  {
    regexp: { pattern: SLUG_PATTERN.source },
    message: 'Use lowercase letters and digits joined by single hyphens.',
  },
];

const SECTION_TYPE_IDS = [
  'sectionHero',
  'sectionFeatureGrid',
  'sectionLogoWall',
  'sectionStats',
  'sectionTestimonials',
  'sectionCallToAction',
  'sectionFaq',
  'sectionRichText',
  'sectionPricingComparison',
  'sectionCaseStudyList',
  'sectionForm',
];

describe('contentfulContentTypes', () => {
  it('generates one content type per model, in order, with its id, name and display field', () => {
    expect(generated.map((type) => type.sys)).toEqual(
      contentTypes.map((type) => ({ id: type.id, type: 'ContentType' })),
    );
    expect(typeWithId('landing_page_template')).toMatchObject({
      name: 'Landing page',
      displayField: 'name',
      description: expect.stringContaining('built from sections'),
    });
    expect(typeWithId('blogTag').fields.map((type) => type.id)).toEqual(['name', 'slug']);
  });

  it('copies name and required flag of every field, never localized, disabled or omitted', () => {
    for (const spec of contentTypes) {
      const fields = typeWithId(spec.id).fields;
      expect(fields.map((generatedField) => generatedField.id)).toEqual(Object.keys(spec.fields));
      for (const generatedField of fields) {
        const model = spec.fields[generatedField.id];
        expect(generatedField).toMatchObject({
          name: model?.name,
          required: model?.required,
          localized: false,
          disabled: false,
          omitted: false,
        });
      }
    }
    expect(fieldOf('seo', 'title').required).toBe(true);
    expect(fieldOf('seo', 'image').required).toBe(false);
  });

  it('maps short texts to Symbol, with slug regexp and unique validations on slugs', () => {
    const slug = fieldOf('landing_page_template', 'slug');
    expect(slug).toEqual({
      id: 'slug',
      name: 'Slug',
      type: 'Symbol',
      required: true,
      localized: false,
      disabled: false,
      omitted: false,
      validations: SLUG_VALIDATIONS,
    });
    const pattern = new RegExp(
      (slug.validations[1] as { regexp: { pattern: string } }).regexp.pattern,
    );
    expect(['home', 'build-your-own-team', 'top-10'].every((value) => pattern.test(value))).toBe(
      true,
    );
    expect(['Home', 'home page', 'a--b', '-a', 'a-'].some((value) => pattern.test(value))).toBe(
      false,
    );
    for (const typeId of ['blogPost', 'author', 'category', 'blogTag', 'gated_content']) {
      expect(fieldOf(typeId, 'slug').validations).toEqual(SLUG_VALIDATIONS);
    }
    expect(fieldOf('landing_page_template', 'name')).toMatchObject({
      type: 'Symbol',
      validations: [],
    });
    expect(fieldOf('landing_page_template', 'name')).not.toHaveProperty('linkType');
    expect(fieldOf('landing_page_template', 'name')).not.toHaveProperty('items');
  });

  it('gives link fields the link rule as a regexp validation, flags included', () => {
    const rule = {
      regexp: { pattern: LINK_TARGET_PATTERN.source, flags: 'i' },
      message: `Use ${LINK_TARGET_DESCRIPTION}.`,
    };
    for (const [typeId, fieldId] of [
      ['sectionHero', 'ctaTarget'],
      ['sectionHero', 'secondaryCtaTarget'],
      ['pricingPlan', 'ctaTarget'],
      ['navigationItem', 'to'],
      ['navigationItem', 'href'],
    ] as const) {
      expect(fieldOf(typeId, fieldId)).toMatchObject({ type: 'Symbol', validations: [rule] });
    }
  });

  it('makes Contentful refuse every unsafe link and accept paths, anchors and addresses', () => {
    const { regexp } = fieldOf('navigationItem', 'href').validations[0] as {
      regexp: { pattern: string; flags: string };
    };
    const contentfulRule = new RegExp(regexp.pattern, regexp.flags);
    expect(ALL_UNSAFE_LINKS.filter((value) => contentfulRule.test(value))).toEqual([]);
    const safe = ['/pricing', '/', '#faq', 'HTTPS://example.org/a?b#c', 'mailto:a@b.org', 'tel:+1'];
    expect(safe.filter((value) => !contentfulRule.test(value))).toEqual([]);
  });

  it('limits the length of texts that declare a maximum', () => {
    expect(fieldOf('seo', 'title').validations).toEqual([{ size: { max: 70 } }]);
    expect(fieldOf('seo', 'description').validations).toEqual([{ size: { max: 200 } }]);
  });

  it('restricts Symbol fields with `in` to their predefined values', () => {
    expect(fieldOf('navigationMenu', 'placement')).toMatchObject({
      type: 'Symbol',
      required: true,
      validations: [{ in: ['header', 'footer-legal'] }],
    });
    expect(fieldOf('navigationItem', 'footerGroup').validations).toEqual([
      { in: ['business-size', 'use-case', 'resources', 'company', 'legal'] },
    ]);
  });

  it('maps Markdown to Text, booleans to Boolean, dates to Date and JSON to Object', () => {
    expect(fieldOf('blogPost', 'body')).toMatchObject({
      type: 'Text',
      required: true,
      validations: [],
    });
    expect(fieldOf('seo', 'noindex')).toMatchObject({
      type: 'Boolean',
      required: false,
      validations: [],
    });
    expect(fieldOf('blogPost', 'publishDate')).toMatchObject({ type: 'Date', required: true });
    expect(fieldOf('landing_page_template', 'additional_fields')).toMatchObject({
      type: 'Object',
      required: false,
      validations: [],
    });
    expect(fieldOf('landing_page_template', 'additional_fields')).not.toHaveProperty('items');
  });

  it('maps integer and number fields to Integer and Number', () => {
    const event = toContentfulContentType(
      defineContentType({
        id: 'event',
        name: 'Event',
        description: 'Test-only type.',
        displayField: 'title',
        fields: {
          title: field.symbol({ name: 'Title', help: '.', required: true }),
          seats: field.integer({ name: 'Seats', help: '.', required: true }),
          price: field.number({ name: 'Price', help: '.' }),
          notes: field.markdown({ name: 'Notes', help: '.', max: 2000 }),
          labels: field.symbols({ name: 'Labels', help: '.', in: ['new', 'sale'] }),
        },
      }),
    );
    expect(event.fields.map(({ id, type, required }) => ({ id, type, required }))).toEqual([
      { id: 'title', type: 'Symbol', required: true },
      { id: 'seats', type: 'Integer', required: true },
      { id: 'price', type: 'Number', required: false },
      { id: 'notes', type: 'Text', required: false },
      { id: 'labels', type: 'Array', required: false },
    ]);
    expect(event.fields[3]?.validations).toEqual([{ size: { max: 2000 } }]);
    expect(event.fields[4]?.items).toEqual({
      type: 'Symbol',
      validations: [{ in: ['new', 'sale'] }],
    });
    expect(event.fields[4]?.validations).toEqual([]);
  });

  it('maps lists of short texts to an Array of Symbol', () => {
    expect(fieldOf('pricingPlan', 'features')).toMatchObject({
      type: 'Array',
      required: true,
      items: { type: 'Symbol', validations: [] },
      validations: [],
    });
  });

  it('maps entry links to Link/Entry restricted to the allowed content types', () => {
    const seo = fieldOf('landing_page_template', 'seo');
    expect(seo).toMatchObject({
      type: 'Link',
      linkType: 'Entry',
      required: true,
      validations: [{ linkContentType: ['seo'] }],
    });
    expect(seo).not.toHaveProperty('items');
    expect(fieldOf('blogPost', 'author').validations).toEqual([{ linkContentType: ['author'] }]);
  });

  it('maps lists of entry links to an Array of Link/Entry, validated on the items', () => {
    expect(fieldOf('sectionFeatureGrid', 'items')).toMatchObject({
      type: 'Array',
      items: {
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: ['featureItem'] }],
      },
      validations: [],
    });
    expect(fieldOf('sectionFeatureGrid', 'items')).not.toHaveProperty('linkType');
  });

  it("lets 'section' links point at every section content type", () => {
    expect([...sectionTypeIds]).toEqual(SECTION_TYPE_IDS);
    for (const [typeId, fieldId] of [
      ['landing_page_template', 'sections'],
      ['case_study_page_template', 'sections'],
      ['gated_content', 'sections'],
    ] as const) {
      expect(fieldOf(typeId, fieldId).items).toEqual({
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: SECTION_TYPE_IDS }],
      });
    }
  });

  it('maps asset links to Link/Asset and lists of them to an Array of Link/Asset', () => {
    expect(fieldOf('sectionHero', 'image')).toMatchObject({
      type: 'Link',
      linkType: 'Asset',
      required: false,
      validations: [],
    });
    expect(fieldOf('sectionLogoWall', 'logos')).toMatchObject({
      type: 'Array',
      required: true,
      items: { type: 'Link', linkType: 'Asset', validations: [] },
      validations: [],
    });
  });

  it('puts every help text in the editor interface', () => {
    const controls = toEditorInterface(contentTypes[0] as (typeof contentTypes)[number]);
    expect(controls.contentTypeId).toBe('landing_page_template');
    expect(controls.controls[0]).toEqual({
      fieldId: 'slug',
      settings: { helpText: expect.stringContaining('Use "home" for the home page.') },
    });
    for (const spec of contentTypes) {
      expect(toEditorInterface(spec).controls.map((control) => control.fieldId)).toEqual(
        Object.keys(spec.fields),
      );
    }
  });
});

describe('content models, as Contentful will check them', () => {
  it('gives every model a display field that is one of its short text fields', () => {
    const wrong = generated
      .filter(
        (type) =>
          type.fields.find((candidate) => candidate.id === type.displayField)?.type !== 'Symbol',
      )
      .map((type) => `${type.sys.id}.displayField = ${type.displayField}`);
    expect(wrong).toEqual([]);
  });

  it('links only to content types that exist', () => {
    const ids = new Set(contentTypes.map((type) => type.id));
    const dangling = generated.flatMap((type) =>
      type.fields.flatMap((generatedField) =>
        [...generatedField.validations, ...(generatedField.items?.validations ?? [])]
          .flatMap((validation) => (validation.linkContentType as string[] | undefined) ?? [])
          .filter((target) => !ids.has(target))
          .map((target) => `${type.sys.id}.${generatedField.id} → ${target}`),
      ),
    );
    expect(dangling).toEqual([]);
  });

  it('asks no short text field to hold more than the 256 characters a Symbol can', () => {
    const tooLong = generated.flatMap((type) =>
      type.fields
        .filter((candidate) => candidate.type === 'Symbol')
        .flatMap((candidate) =>
          candidate.validations
            .map((validation) => (validation.size as { max?: number } | undefined)?.max ?? 0)
            .filter((max) => max > 256)
            .map((max) => `${type.sys.id}.${candidate.id} (max ${max})`),
        ),
    );
    expect(tooLong).toEqual([]);
  });

  it('uses ids Contentful accepts, each content type id once', () => {
    const typeIds = contentTypes.map((type) => type.id);
    expect(new Set(typeIds).size).toBe(typeIds.length);
    expect(typeIds.filter((id) => !/^[a-zA-Z0-9_.-]{1,64}$/.test(id))).toEqual([]);
    const badFieldIds = contentTypes.flatMap((type) =>
      Object.keys(type.fields)
        .filter((id) => !/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/.test(id))
        .map((id) => `${type.id}.${id}`),
    );
    expect(badFieldIds).toEqual([]);
    expect(contentTypes.filter((type) => Object.keys(type.fields).length > 50)).toEqual([]);
  });
});
