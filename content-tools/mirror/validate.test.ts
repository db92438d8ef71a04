import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ContentTypeSpec,
  type FieldSpec,
  contentTypeById,
  contentTypes,
  defineContentType,
  field,
  sectionTypeIds,
} from '../../content-models';
import { type JsonValue, readMirror, serialize } from './mirror-files';
import { type ValidationError, formatErrors, isIsoDate, validateMirror } from './validate';

/** Mirror files by path relative to the root: JSON values, or raw bytes (binaries, broken JSON). */
type Files = Record<string, JsonValue | Buffer>;
type Fields = Record<string, JsonValue>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-1.4\n');

const HOME = 'entries/landing_page_template/home.json';
const HOME_SEO = 'entries/seo/home-seo.json';
const HOME_HERO = 'entries/sectionHero/home-hero.json';
const HEADER_MENU = 'entries/navigationMenu/header.json';
const PICTURE = 'assets/hero-picture.json';

const sampleId = (typeId: string) => `sample-${typeId}`;
const sampleFile = (typeId: string) => `entries/${typeId}/${sampleId(typeId)}.json`;
type LinkTo = Extract<FieldSpec, { kind: 'Entry' }>['to'];
/** The first allowed content type that exists (a link to a type that does not exist can't be valid). */
const linkTarget = (to: LinkTo, types: readonly ContentTypeSpec[]) =>
  (to === 'section' ? sectionTypeIds : to).find((id) => types.some((type) => type.id === id));

/** A valid value for any field, derived from its spec alone; undefined when none can be. */
const sampleValue = (
  typeId: string,
  spec: FieldSpec,
  types: readonly ContentTypeSpec[],
): JsonValue | undefined => {
  const target = 'to' in spec ? linkTarget(spec.to, types) : undefined;
  switch (spec.kind) {
    case 'Symbol':
      if (spec.in) return spec.in[0] as string;
      if (spec.slug) return `${typeId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-sample`;
      if (spec.pattern) return `/${typeId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/sample`;
      return 'Some short text';
    case 'Text':
      return '# A heading\n\nSome *Markdown* text.';
    case 'Integer':
      return 3;
    case 'Number':
      return 2.5;
    case 'Boolean':
      return false;
    case 'Date':
      return '2024-05-31T09:30:00Z';
    case 'Object':
      return Object.fromEntries(
        Object.entries(spec.shape).map(([key, kind]) => [
          key,
          { string: 'text', integer: 1, number: 1.5, boolean: true }[kind],
        ]),
      );
    case 'Symbols':
      return spec.in ? [spec.in[0] as string] : ['One', 'Two'];
    case 'Entry':
      return target && sampleId(target);
    case 'Entries':
      return target && [sampleId(target)];
    case 'Asset':
      return 'hero-picture';
    case 'Assets':
      return ['hero-picture', 'brochure'];
  }
};

/** One entry of every content type with every field filled, plus hand-written entries. */
const validFiles = (types: readonly ContentTypeSpec[] = contentTypes): Files => ({
  ...Object.fromEntries(
    types.map((type) => [
      sampleFile(type.id),
      {
        fields: Object.fromEntries(
          Object.entries(type.fields)
            .map(([id, spec]) => [id, sampleValue(type.id, spec, types)] as const)
            .filter((pair): pair is readonly [string, JsonValue] => pair[1] !== undefined),
        ),
      },
    ]),
  ),
  [HOME]: {
    fields: {
      slug: 'home',
      name: 'Home',
      seo: 'home-seo',
      sections: ['home-hero', sampleId('sectionFaq')],
      additional_fields: { navigation_title: 'Home', order: 1, include_in_menu: true },
    },
  },
  [HOME_SEO]: {
    fields: { title: 'Hire remote talent', description: 'Ethical outsourcing.', noindex: false },
  },
  [HOME_HERO]: {
    fields: {
      heading: 'Build your team',
      image: 'hero-picture',
      ctaLabel: 'Start',
      ctaTarget: '/',
    },
  },
  'entries/blogTag/remote-work.json': { fields: { name: 'Remote work', slug: 'remote-work' } },
  [HEADER_MENU]: { fields: { name: 'Header', placement: 'header', items: ['nav-pricing'] } },
  'entries/navigationItem/nav-pricing.json': {
    fields: { name: 'Pricing', to: '/pricing', footerGroup: 'company' },
  },
  [PICTURE]: {
    title: 'Our team',
    description: 'Five people around a table',
    fileName: 'Team Photo.PNG',
    contentType: 'image/png',
  },
  'assets/hero-picture.png': PNG,
  'assets/brochure.json': {
    title: 'Brochure',
    description: '',
    fileName: 'brochure.pdf',
    contentType: 'application/pdf',
  },
  'assets/brochure.pdf': PDF,
});

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const writeMirror = (files: Files): string => {
  const root = mkdtempSync(path.join(tmpdir(), 'mirror-validate-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), Buffer.isBuffer(content) ? content : serialize(content));
  }
  return root;
};

/** Writes the valid mirror after `change`, reads it back and validates it. */
const validate = (
  change: (files: Files) => void = () => {},
  types: readonly ContentTypeSpec[] = contentTypes,
): ValidationError[] => {
  const files = validFiles(types);
  change(files);
  return validateMirror(readMirror(writeMirror(files)), types);
};

/** Sets (or, with undefined, removes) fields of an entry in `files`. */
const patch = (files: Files, file: string, changes: Record<string, JsonValue | undefined>) => {
  const merged = { ...(files[file] as { fields: Fields }).fields, ...changes };
  files[file] = {
    fields: Object.fromEntries(
      Object.entries(merged).filter((pair): pair is [string, JsonValue] => pair[1] !== undefined),
    ),
  };
};

const error = (file: string, fieldPath: string, message: string): ValidationError => ({
  file,
  field: fieldPath,
  message,
});

describe('validateMirror: valid mirrors', () => {
  it('finds no problem in a mirror with an entry of every content type, every field filled', () => {
    expect(validate()).toEqual([]);
  });

  it('accepts entries where every optional field is removed', () => {
    const errors = validate((files) => {
      for (const file of Object.keys(files).filter((name) => name.startsWith('entries/'))) {
        const type = contentTypes.find((spec) => spec.id === file.split('/')[1]) as ContentTypeSpec;
        const optional = Object.keys(type.fields).filter((id) => !type.fields[id]?.required);
        patch(files, file, Object.fromEntries(optional.map((id) => [id, undefined])));
      }
    });
    expect(errors).toEqual([]);
  });

  it('accepts null, "" and [] in optional fields', () => {
    const errors = validate((files) =>
      patch(files, HOME_HERO, { eyebrow: '', image: null, text: null, ctaLabel: '' }),
    );
    expect(errors).toEqual([]);
  });
});

describe('validateMirror: entries', () => {
  it('reports a missing required field, and an empty one', () => {
    const errors = validate((files) => {
      patch(files, HOME, { seo: undefined, sections: [], name: '' });
      patch(files, HOME_SEO, { description: null });
    });
    expect(errors).toEqual([
      error(HOME, 'fields.name', '"Name" is required but is empty'),
      error(HOME, 'fields.seo', '"SEO" is required but is missing'),
      error(HOME, 'fields.sections', '"Sections" is required but is empty'),
      error(HOME_SEO, 'fields.description', '"Description" is required but is empty'),
    ]);
  });

  it('reports a link to an entry that does not exist, naming the list index', () => {
    const errors = validate((files) =>
      patch(files, HOME, { sections: ['home-hero', 'home-hero', 'nowhere'] }),
    );
    expect(errors).toEqual([
      error(
        HOME,
        'fields.sections[2]',
        'links to the entry "nowhere", which does not exist (no file entries/<content type>/nowhere.json)',
      ),
    ]);
  });

  it('reports a link to an entry of a content type the field does not allow', () => {
    const errors = validate((files) => {
      patch(files, HOME, { seo: 'remote-work', sections: ['home-seo'] });
    });
    expect(errors).toEqual([
      error(
        HOME,
        'fields.seo',
        'links to "remote-work", a "Tag" entry (blogTag); expected a "SEO" entry (seo)',
      ),
      error(
        HOME,
        'fields.sections[0]',
        `links to "home-seo", a "SEO" entry (seo); expected a section entry (${sectionTypeIds.join(', ')})`,
      ),
    ]);
  });

  it('reports entry links that point at assets, and asset links that point at entries', () => {
    const errors = validate((files) => {
      patch(files, HOME, { seo: 'hero-picture' });
      patch(files, HOME_HERO, { image: 'home-seo' });
    });
    expect(errors).toEqual([
      error(HOME, 'fields.seo', 'links to "hero-picture", which is an asset, not an entry'),
      error(HOME_HERO, 'fields.image', 'links to "home-seo", which is an entry, not an asset'),
    ]);
  });

  it('reports links to assets that do not exist', () => {
    const logoWall = sampleFile('sectionLogoWall');
    const errors = validate((files) => {
      patch(files, HOME_HERO, { image: 'missing-picture' });
      patch(files, logoWall, { logos: ['hero-picture', 'gone'] });
    });
    expect(errors).toEqual([
      error(
        HOME_HERO,
        'fields.image',
        'links to the asset "missing-picture", which does not exist (no file assets/missing-picture.json)',
      ),
      error(
        logoWall,
        'fields.logos[1]',
        'links to the asset "gone", which does not exist (no file assets/gone.json)',
      ),
    ]);
  });

  it('reports a slug that is not lowercase words joined by hyphens', () => {
    const tag = 'entries/blogTag/remote-work.json';
    const errors = validate((files) => {
      patch(files, HOME, { slug: 'Home Page' });
      patch(files, tag, { slug: 'remote--work' });
    });
    const message = (got: string) =>
      `must be lowercase letters and digits joined by single hyphens (got "${got}")`;
    expect(errors).toEqual([
      error(tag, 'fields.slug', message('remote--work')),
      error(HOME, 'fields.slug', message('Home Page')),
    ]);
  });

  it('reports every entry sharing a slug, naming the other files', () => {
    const copy = 'entries/landing_page_template/home-copy.json';
    const copy2 = 'entries/landing_page_template/home-copy-2.json';
    const errors = validate((files) => {
      files[copy] = files[HOME] as JsonValue;
      files[copy2] = files[HOME] as JsonValue;
    });
    const message = (...others: string[]) =>
      `must be unique among "Landing page" entries, but "home" is also used by ${others.join(', ')}`;
    expect(errors).toEqual([
      error(copy2, 'fields.slug', message(copy, HOME)),
      error(copy, 'fields.slug', message(copy2, HOME)),
      error(HOME, 'fields.slug', message(copy2, copy)),
    ]);
  });

  it('allows the same slug in different content types', () => {
    const errors = validate((files) =>
      patch(files, 'entries/blogTag/remote-work.json', { slug: 'home' }),
    );
    expect(errors).toEqual([]);
  });

  it('reports fields the content type does not have', () => {
    const errors = validate((files) => patch(files, HOME, { subtitle: 'Welcome' }));
    expect(errors).toEqual([
      error(
        HOME,
        'fields.subtitle',
        'is not a field of "Landing page" (landing_page_template); its fields are slug, name, path, seo, sections, additional_fields, settings',
      ),
    ]);
  });

  it('reports values of the wrong type', () => {
    const plan = sampleFile('pricingPlan');
    const post = sampleFile('blogPost');
    const errors = validate((files) => {
      patch(files, HOME, { name: 42, sections: 'home-hero' });
      patch(files, plan, { highlighted: 'yes', features: ['Matching', 7] });
      patch(files, post, { publishDate: '31/05/2024', body: ['not', 'text'], tags: [null] });
    });
    expect(errors).toEqual([
      error(post, 'fields.body', 'must be text in Markdown (got a list)'),
      error(post, 'fields.tags[0]', 'must be the id of an entry (got null)'),
      error(
        post,
        'fields.publishDate',
        'must be a date like "2024-05-31" or a date and time like "2024-05-31T09:30:00Z" (got "31/05/2024")',
      ),
      error(HOME, 'fields.name', 'must be text (got the number 42)'),
      error(HOME, 'fields.sections', 'must be a list of entry ids (got "home-hero")'),
      error(plan, 'fields.features[1]', 'must be text (got the number 7)'),
      error(plan, 'fields.highlighted', 'must be true or false (got "yes")'),
    ]);
  });

  it('checks Integer, Number and Date fields of any content type, from the model alone', () => {
    const event = defineContentType({
      id: 'event',
      name: 'Event',
      description: 'A test-only content type.',
      displayField: 'title',
      fields: {
        title: field.symbol({ name: 'Title', help: '.', required: true }),
        seats: field.integer({ name: 'Seats', help: '.', required: true }),
        price: field.number({ name: 'Price', help: '.' }),
        startsAt: field.date({ name: 'Starts at', help: '.' }),
      },
    });
    const types = [...contentTypes, event];
    const file = sampleFile('event');
    expect(validate(() => {}, types)).toEqual([]);
    expect(validate((files) => patch(files, file, { seats: 2.5, price: '10' }), types)).toEqual([
      error(file, 'fields.seats', 'must be a whole number (got the number 2.5)'),
      error(file, 'fields.price', 'must be a number (got "10")'),
    ]);
    expect(validate((files) => patch(files, file, { startsAt: '2024-02-30' }), types)).toEqual([
      error(
        file,
        'fields.startsAt',
        'must be a date like "2024-05-31" or a date and time like "2024-05-31T09:30:00Z" (got "2024-02-30")',
      ),
    ]);
  });

  it('reports unknown keys and wrongly typed values in an Object field', () => {
    const errors = validate((files) =>
      patch(files, HOME, {
        additional_fields: { navigation_title: 'Home', order: '1', colour: 'red' },
      }),
    );
    expect(errors).toEqual([
      error(
        HOME,
        'fields.additional_fields.colour',
        'is not an allowed key here; the allowed keys are navigation_title, menu_icon, order, include_in_menu',
      ),
      error(HOME, 'fields.additional_fields.order', 'must be a whole number (got "1")'),
    ]);
  });

  it('reports an Object field that is not an object', () => {
    const errors = validate((files) => patch(files, HOME, { additional_fields: ['Home'] }));
    expect(errors).toEqual([
      error(
        HOME,
        'fields.additional_fields',
        'must be an object with the keys navigation_title, menu_icon, order, include_in_menu (got a list)',
      ),
    ]);
  });

  it('reports values outside a field’s list of allowed values', () => {
    const item = 'entries/navigationItem/nav-pricing.json';
    const errors = validate((files) => {
      patch(files, HEADER_MENU, { placement: 'sidebar' });
      patch(files, item, { footerGroup: 'Company' });
    });
    expect(errors).toEqual([
      error(
        item,
        'fields.footerGroup',
        'must be one of "business-size", "use-case", "resources", "company", "legal" (got "Company")',
      ),
      error(
        HEADER_MENU,
        'fields.placement',
        'must be one of "header", "footer-legal" (got "sidebar")',
      ),
    ]);
  });

  it('reports text longer than the model allows, and longer than Contentful allows', () => {
    const author = sampleFile('author');
    const errors = validate((files) => {
      patch(files, HOME_SEO, { title: 'x'.repeat(71) });
      // The model allows 400 characters, but a short text field holds at most 256.
      patch(files, author, { bio: 'x'.repeat(300) });
    });
    expect(errors).toEqual([
      error(
        author,
        'fields.bio',
        'must be at most 256 characters, the most a short text field can hold (got 300)',
      ),
      error(HOME_SEO, 'fields.title', 'must be at most 70 characters (got 71)'),
    ]);
  });

  it('reports entry files that are not shaped like {"fields": {...}}', () => {
    const errors = validate((files) => {
      files[HOME] = { fields: (files[HOME] as { fields: Fields }).fields, sys: { id: 'home' } };
      files[HOME_SEO] = ['title'];
      files[HOME_HERO] = { heading: 'Build your team' };
      files[HEADER_MENU] = { fields: 'Header' };
    });
    expect(errors).toEqual([
      error(HOME, 'sys', 'is not allowed here; an entry file holds only "fields"'),
      error(HEADER_MENU, 'fields', 'must be an object holding the entry\'s fields (got "Header")'),
      error(HOME_HERO, 'heading', 'is not allowed here; an entry file holds only "fields"'),
      error(HOME_HERO, 'fields', 'is missing; an entry file must look like {"fields": {...}}'),
      error(HOME_SEO, '(file)', 'must hold an object like {"fields": {...}} (got a list)'),
    ]);
  });

  it('reports entries in a folder that is not a content type', () => {
    const file = 'entries/landingPage/about.json';
    const errors = validate((files) => {
      files[file] = files[HOME] as JsonValue;
    });
    expect(errors).toEqual([
      error(
        file,
        '(file)',
        `is in the folder "landingPage", which is not a content type; entries must be in a folder named after their content type: ${contentTypes.map((type) => type.id).join(', ')}`,
      ),
    ]);
  });

  it('reports an id used by two entries, and an asset id used by an entry', () => {
    const tagHome = 'entries/blogTag/home.json';
    const assetHome = 'assets/home.json';
    const errors = validate((files) => {
      files[tagHome] = { fields: { name: 'Home', slug: 'home-tag' } };
      files[assetHome] = files[PICTURE] as JsonValue;
      files['assets/home.png'] = PNG;
    });
    const message = (...others: string[]) =>
      `the id "home" is also used by ${others.join(', ')}; every entry and asset needs its own id`;
    expect(errors).toEqual([
      error(assetHome, '(id)', message(tagHome, HOME)),
      error(tagHome, '(id)', message(HOME, assetHome)),
      error(HOME, '(id)', message(tagHome, assetHome)),
    ]);
  });

  it('reports a JSON file that cannot be parsed, without reporting links to it again', () => {
    const errors = validate((files) => {
      files[HOME_SEO] = Buffer.from('{ "fields": { "title": "Hire" ');
      files[PICTURE] = Buffer.from('{ title: "Our team" }');
    });
    expect(errors).toEqual([
      error(PICTURE, '(file)', expect.stringMatching(/^could not be read as JSON: .+/)),
      error(HOME_SEO, '(file)', expect.stringMatching(/^could not be read as JSON: .+/)),
    ]);
  });
});

describe('validateMirror: assets', () => {
  it('reports an asset whose file is missing', () => {
    const errors = validate((files) => {
      delete files['assets/hero-picture.png'];
    });
    expect(errors).toEqual([
      error(PICTURE, '(binary)', "the asset's file assets/hero-picture.png is missing"),
    ]);
  });

  it('names a file with the same id but another extension instead of calling it unused', () => {
    const errors = validate((files) => {
      delete files['assets/hero-picture.png'];
      files['assets/hero-picture.jpg'] = PNG;
    });
    expect(errors).toEqual([
      error(
        PICTURE,
        '(binary)',
        "the asset's file assets/hero-picture.png is missing; found assets/hero-picture.jpg instead",
      ),
    ]);
  });

  it('reports files in assets/ that no asset describes', () => {
    const errors = validate((files) => {
      files['assets/old-logo.svg'] = Buffer.from('<svg/>');
      files['assets/hero-picture.webp'] = PNG;
      files['assets/.gitkeep'] = Buffer.from('');
    });
    expect(errors).toEqual([
      error(
        'assets/hero-picture.webp',
        '(file)',
        'belongs to no asset: assets/hero-picture.json describes assets/hero-picture.png',
      ),
      error(
        'assets/old-logo.svg',
        '(file)',
        'belongs to no asset: there is no assets/old-logo.json describing it',
      ),
    ]);
  });

  it('reports missing, empty, wrongly typed and unknown keys of an asset file', () => {
    const errors = validate((files) => {
      files[PICTURE] = { title: '', fileName: 7, contentType: 'image/png', alt: 'Team' };
    });
    expect(errors).toEqual([
      error(
        PICTURE,
        'alt',
        'is not allowed in an asset file; expected only contentType, description, fileName, title',
      ),
      error(PICTURE, 'title', 'is required but is empty'),
      error(PICTURE, 'description', 'is missing; use "" when there is none'),
      error(PICTURE, 'fileName', 'must be text (got the number 7)'),
    ]);
  });

  it('reports an asset file that is not an object', () => {
    const errors = validate((files) => {
      files[PICTURE] = 'hero.png';
    });
    expect(errors).toEqual([
      error(
        PICTURE,
        '(file)',
        'must hold an object with contentType, description, fileName, title (got "hero.png")',
      ),
    ]);
  });

  it('reports a file name without extension and a malformed content type', () => {
    const errors = validate((files) => {
      files['assets/brochure.json'] = {
        title: 'Brochure',
        description: '',
        fileName: 'brochure',
        contentType: 'pdf',
      };
      delete files['assets/brochure.pdf'];
    });
    expect(errors).toEqual([
      error(
        'assets/brochure.json',
        'fileName',
        'must end with a file extension such as .png or .pdf (got "brochure")',
      ),
      error(
        'assets/brochure.json',
        'contentType',
        'must be a media type like "image/png" or "application/pdf" (got "pdf")',
      ),
    ]);
  });

  it('reports an image whose extension does not fit its content type', () => {
    const errors = validate((files) => {
      files[PICTURE] = { ...(files[PICTURE] as Fields), contentType: 'image/jpeg' };
      files['assets/brochure.json'] = {
        ...(files['assets/brochure.json'] as Fields),
        fileName: 'brochure.png',
      };
      files['assets/brochure.png'] = PNG;
      delete files['assets/brochure.pdf'];
    });
    expect(errors).toEqual([
      error(
        'assets/brochure.json',
        'contentType',
        '"application/pdf" does not fit the file name "brochure.png"; a .png file is image/png',
      ),
      error(
        PICTURE,
        'contentType',
        '"image/jpeg" does not fit the file name "Team Photo.PNG"; a .png file is image/png; image/jpeg files end with .jpg or .jpeg',
      ),
    ]);
  });

  it('accepts every extension that fits an image content type', () => {
    const pairs = [
      ['photo.jpg', 'image/jpeg'],
      ['photo.JPEG', 'image/jpeg'],
      ['icon.svg', 'image/svg+xml'],
      ['anim.gif', 'image/gif'],
      ['hero.webp', 'image/webp'],
    ];
    const errors = validate((files) => {
      pairs.forEach(([fileName, contentType], index) => {
        const id = `image-${index}`;
        files[`assets/${id}.json`] = {
          title: 'Image',
          description: '',
          fileName: fileName as string,
          contentType: contentType as string,
        };
        files[`assets/${id}${path.extname(fileName as string).toLowerCase()}`] = PNG;
      });
    });
    expect(errors).toEqual([]);
  });
});

describe('validateMirror: the mirror as a whole', () => {
  it('reports a content folder that does not exist', () => {
    const root = path.join(tmpdir(), 'mirror-validate-does-not-exist');
    expect(validateMirror(readMirror(root))).toEqual([
      error('', '(folder)', 'the content folder does not exist'),
    ]);
  });

  it('gives no error for an empty mirror folder when an empty mirror is allowed', () => {
    expect(validateMirror(readMirror(writeMirror({})), contentTypes, { allowEmpty: true })).toEqual(
      [],
    );
  });

  it('refuses a mirror without entries by default, as content:validate and the build use it', () => {
    const onlyAnAsset = writeMirror({ [PICTURE]: validFiles()[PICTURE] as JsonValue });
    for (const root of [writeMirror({}), onlyAnAsset]) {
      expect(validateMirror(readMirror(root)).filter((found) => found.file === '')).toEqual([
        error(
          '',
          '(folder)',
          'holds no entries (no entries/<content type>/<id>.json); a mirror of the site has at least one, so check that this is the content folder',
        ),
      ]);
    }
  });

  it('reports a content folder that is a file', () => {
    const root = path.join(writeMirror({}), 'not-a-folder');
    writeFileSync(root, '{}');
    expect(validateMirror(readMirror(root))).toEqual([
      error('', '(folder)', 'is a file, not the content folder'),
    ]);
  });
});

describe('validateMirror: files from outside', () => {
  const SECRET = 'TOP-SECRET-7f3a';

  it('reports an entry file with an upper-case .JSON extension instead of ignoring it', () => {
    const errors = validate((files) => {
      files['entries/blogTag/remote-work.JSON'] = files[
        'entries/blogTag/remote-work.json'
      ] as Fields;
      delete files['entries/blogTag/remote-work.json'];
      files['entries/blogTag/notes.txt'] = Buffer.from('x');
      files['assets/brochure.Json'] = files['assets/brochure.json'] as Fields;
      delete files['assets/brochure.json'];
      delete files['assets/brochure.pdf'];
    });
    expect(errors).toEqual([
      error(
        'assets/brochure.Json',
        '(file)',
        'ends in ".Json"; mirror files end in .json, in lower case, so it is not read',
      ),
      error(
        'entries/blogTag/notes.txt',
        '(file)',
        'is not an entry file (entries/<content type>/<id>.json)',
      ),
      error(
        'entries/blogTag/remote-work.JSON',
        '(file)',
        'ends in ".JSON"; mirror files end in .json, in lower case, so it is not read',
      ),
    ]);
  });

  it('reports a key given twice in one object instead of keeping the last', () => {
    const errors = validate((files) => {
      files[HOME_SEO] = Buffer.from(
        '{"fields": {"title": "Hire remote talent", "description": "Ethical outsourcing.", "title": "Other"}}',
      );
      files[PICTURE] = Buffer.from(
        '{"title": "Our team", "description": "", "fileName": "Team Photo.PNG", "contentType": "image/png", "description": "x"}',
      );
    });
    const message = expect.stringMatching(
      /^differs from the form the mirror writes .* gives a key twice in one object/,
    );
    expect(errors).toEqual([error(PICTURE, '(file)', message), error(HOME_SEO, '(file)', message)]);
  });

  it('reports entry and asset ids that Contentful does not allow', () => {
    const errors = validate((files) => {
      files['entries/blogTag/remote work.json'] = files[
        'entries/blogTag/remote-work.json'
      ] as Fields;
      delete files['entries/blogTag/remote-work.json'];
      files['entries/blogTag/...json'] = { fields: { name: 'Dots', slug: 'dots' } };
      files['assets/ümlaut.json'] = files['assets/brochure.json'] as Fields;
      files['assets/ümlaut.pdf'] = PDF;
    });
    const rule =
      'which Contentful does not allow: ids are 1 to 64 letters, digits, dots, hyphens or underscores';
    expect(errors).toEqual([
      error('assets/ümlaut.json', '(id)', `the file name makes the id "ümlaut", ${rule}`),
      error('entries/blogTag/...json', '(id)', `the file name makes the id "..", ${rule}`),
      error(
        'entries/blogTag/remote work.json',
        '(id)',
        `the file name makes the id "remote work", ${rule}`,
      ),
    ]);
  });

  it('names a byte-order mark instead of showing an invisible character', () => {
    const errors = validate((files) => {
      files[HOME_SEO] = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(serialize(files[HOME_SEO] as Fields)),
      ]);
    });
    expect(errors).toEqual([
      error(
        HOME_SEO,
        '(file)',
        'could not be read as JSON: it starts with a byte-order mark (U+FEFF, invisible in most editors); save it as UTF-8 without a byte-order mark',
      ),
    ]);
    expect(errors[0]?.message).not.toContain('\ufeff');
  });

  it('shows invisible characters in values as escapes', () => {
    const errors = validate((files) => patch(files, HOME, { slug: '\ufeffhome\u200b' }));
    expect(errors).toEqual([
      error(
        HOME,
        'fields.slug',
        'must be lowercase letters and digits joined by single hyphens (got "\\ufeffhome\\u200b")',
      ),
    ]);
  });

  it('names a file that is not JSON without echoing its bytes', () => {
    const errors = validate((files) => {
      files[HOME_SEO] = Buffer.from(`${SECRET} and more`);
      files[PICTURE] = Buffer.from(`{\n  "title": ${SECRET}\n}`);
      files['entries/blogTag/remote-work.json'] = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
      files[HEADER_MENU] = Buffer.from('');
    });
    expect(errors).toEqual([
      error(PICTURE, '(file)', "could not be read as JSON: Unexpected token 'T'"),
      error(
        'entries/blogTag/remote-work.json',
        '(file)',
        'could not be read as JSON: it is not UTF-8 text; save it as UTF-8',
      ),
      error(HEADER_MENU, '(file)', 'could not be read as JSON: the file is empty'),
      error(HOME_SEO, '(file)', "could not be read as JSON: Unexpected token 'T'"),
    ]);
    expect(JSON.stringify(errors)).not.toContain('SECRET');
  });

  it('never follows a symbolic link, and never shows what it points at', () => {
    const outside = writeMirror({ 'secret.json': Buffer.from(`${SECRET} not JSON`) });
    const root = writeMirror(validFiles());
    const link = (file: string, target: string) => {
      rmSync(path.join(root, file), { recursive: true, force: true });
      symlinkSync(target, path.join(root, file));
    };
    link(HOME_SEO, path.join(outside, 'secret.json'));
    link('assets/brochure.pdf', path.join(outside, 'secret.json'));
    link('entries/linked', outside);
    const errors = validateMirror(readMirror(root));
    const linked =
      'is a symbolic link, which the mirror never follows: it holds only regular files and folders';
    expect(errors).toEqual([
      error('assets/brochure.pdf', '(file)', linked),
      error('entries/linked', '(file)', linked),
      error(HOME_SEO, '(file)', linked),
    ]);
    expect(JSON.stringify(errors)).not.toContain('SECRET');
  });

  it('reports an asset file name that is a path or holds control characters', () => {
    const errors = validate((files) => {
      files['assets/brochure.json'] = {
        title: 'Brochure',
        description: '',
        fileName: '../../brochure.pdf',
        contentType: 'application/pdf',
      };
      files[PICTURE] = { ...(files[PICTURE] as Fields), fileName: 'Team\nPhoto.PNG' };
    });
    const rule =
      'must be a file name of at most 255 characters, without slashes or control characters';
    expect(errors).toEqual([
      error('assets/brochure.json', 'fileName', `${rule} (got "../../brochure.pdf")`),
      error(PICTURE, 'fileName', `${rule} (got "Team\\nPhoto.PNG")`),
    ]);
  });
});

describe('formatErrors', () => {
  it('prints one line per error, the file relative to the current directory', () => {
    const files = validFiles();
    patch(files, HOME, { slug: 'Home Page', subtitle: 'Hi' });
    const root = writeMirror(files);
    const errors = validateMirror(readMirror(root));
    const shown = path.relative(process.cwd(), path.join(root, HOME));
    const expected = [
      `${shown} › fields.subtitle: is not a field of "Landing page" (landing_page_template); its fields are slug, name, path, seo, sections, additional_fields, settings`,
      `${shown} › fields.slug: must be lowercase letters and digits joined by single hyphens (got "Home Page")`,
    ].join('\n');
    expect(formatErrors(errors)).toBe(expected);
    expect(
      formatErrors(
        errors.map((found) => ({ ...found })),
        root,
      ),
    ).toBe(expected);
  });

  it('shows files inside the current directory without ../', () => {
    const text = formatErrors(
      [error(HOME, 'fields.slug', 'is bad')],
      path.join(process.cwd(), 'content'),
    );
    expect(text).toBe(`${path.join('content', HOME)} › fields.slug: is bad`);
  });
});

describe('isIsoDate', () => {
  it.each([
    '2024-05-31',
    '2024-02-29',
    '2024-05-31T09:30',
    '2024-05-31T09:30:00Z',
    '2024-05-31T09:30:00.123+02:00',
  ])('accepts %j', (value) => expect(isIsoDate(value)).toBe(true));
  it.each([
    '2023-02-29',
    '2024-13-01',
    '2024-5-31',
    '31/05/2024',
    '2024-05-31T24:00',
    '2024-05-31 09:30',
    '',
  ])('rejects %j', (value) => expect(isIsoDate(value)).toBe(false));
});

describe('validateMirror: patterned fields', () => {
  it('reports a path that is not a path, and accepts a nested one with capitals', () => {
    const spec = contentTypeById.get('landing_page_template');
    if (!spec) throw new Error('no landing page model');
    const bad = validateMirror(
      {
        root: '/m',
        assets: [],
        unreadable: [],
        entries: [
          {
            id: 'a',
            contentTypeId: 'landing_page_template',
            file: 'entries/landing_page_template/a.json',
            raw: { fields: { path: 'client/how it works' } },
            fields: { path: 'client/how it works' },
          },
          {
            id: 'b',
            contentTypeId: 'landing_page_template',
            file: 'entries/landing_page_template/b.json',
            raw: { fields: { path: '/hire-independent-contractors-for-SMBs-start-ups' } },
            fields: { path: '/hire-independent-contractors-for-SMBs-start-ups' },
          },
        ],
      },
      [spec],
    ).filter((error) => error.field === 'fields.path');
    expect(bad).toEqual([
      {
        file: 'entries/landing_page_template/a.json',
        field: 'fields.path',
        message: 'must be a path such as /client/how-it-works (got "client/how it works")',
      },
    ]);
  });
});
