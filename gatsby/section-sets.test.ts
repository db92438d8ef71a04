import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { SECTION_TYPES, sectionSetKey } from '../src/sections/section-types';
import {
  SECTION_MODULES,
  sectionSetFiles,
  sectionSetKeysFrom,
  writeSectionSetFiles,
  writeSectionSets,
} from './section-sets';

const sections = (...types: string[]) => types.map((__typename) => ({ __typename }));

const data = (): Queries.SectionSetsQuery =>
  ({
    allContentfulLandingPageTemplate: {
      nodes: [
        { sections: sections('ContentfulSectionHero', 'ContentfulSectionStats') },
        { sections: sections('ContentfulSectionStats', 'ContentfulSectionHero') },
        { sections: null },
      ],
    },
    allContentfulCaseStudyPageTemplate: {
      nodes: [{ sections: sections('ContentfulSectionRichText') }],
    },
    allContentfulGatedContent: {
      nodes: [{ sections: [] }, { sections: sections('ContentfulSectionVideo') }],
    },
  }) as unknown as Queries.SectionSetsQuery;

const heroAndStats = sectionSetKey(['ContentfulSectionHero', 'ContentfulSectionStats']);
const richText = sectionSetKey(['ContentfulSectionRichText']);

describe('SECTION_MODULES', () => {
  it.each(SECTION_TYPES)("names %s's module and the component it exports", (type) => {
    const { file, component } = SECTION_MODULES[type];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(`../src/sections/${file}`) as Record<string, unknown>;
    expect(typeof module[component]).toBe('function');
  });
});

describe('sectionSetKeysFrom', () => {
  it('gives each set of types the pages show once, whatever the order, none for no sections', () => {
    expect(sectionSetKeysFrom(data())).toEqual([heroAndStats, richText].sort());
  });
});

describe('sectionSetFiles', () => {
  const files = sectionSetFiles([heroAndStats, richText], '/site/src/sections');

  it("writes a module per set that re-exports its types' components under their type names", () => {
    expect(files.get(`${heroAndStats}.js`)).toContain(
      'export { Hero as ContentfulSectionHero } from "/site/src/sections/hero";',
    );
    expect(files.get(`${heroAndStats}.js`)).toContain(
      'export { Stats as ContentfulSectionStats } from "/site/src/sections/stats";',
    );
    expect(files.get(`${richText}.js`)).not.toContain('Hero');
  });

  it('writes an index that imports each set on demand by its key', () => {
    const index = files.get('index.js') ?? '';
    expect(index).toContain(
      `${JSON.stringify(heroAndStats)}: () => import("./${heroAndStats}.js")`,
    );
    expect(index).toContain(`${JSON.stringify(richText)}: () => import("./${richText}.js")`);
    expect([...files.keys()].sort()).toEqual(
      ['index.js', `${heroAndStats}.js`, `${richText}.js`].sort(),
    );
  });
});

describe('writing the sets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'section-sets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const args = (result: object) =>
    ({
      graphql: jest.fn(async () => result),
      reporter: { panic: jest.fn() },
    }) as unknown as Pick<CreatePagesArgs, 'graphql' | 'reporter'> & {
      reporter: { panic: jest.Mock };
    };

  it('writes the files of the sets the query gives', async () => {
    const setsDir = path.join(dir, '.cache', 'section-sets');
    await writeSectionSets(args({ data: data() }), setsDir);
    expect(readdirSync(setsDir).sort()).toEqual(
      ['index.js', `${heroAndStats}.js`, `${richText}.js`].sort(),
    );
  });

  it('leaves unchanged files alone, so develop rebuilds nothing, and removes sets no page shows', () => {
    writeSectionSetFiles(sectionSetFiles([heroAndStats, richText]), dir);
    const kept = path.join(dir, `${heroAndStats}.js`);
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(kept, past, past);
    writeFileSync(path.join(dir, 'stale.js'), '');
    writeSectionSetFiles(sectionSetFiles([heroAndStats]), dir);
    expect(statSync(kept).mtime).toEqual(past);
    expect(existsSync(path.join(dir, `${richText}.js`))).toBe(false);
    expect(existsSync(path.join(dir, 'stale.js'))).toBe(false);
    expect(readFileSync(path.join(dir, 'index.js'), 'utf8')).not.toContain(richText);
  });

  it('stops the build when the query fails', async () => {
    const errors = [new Error('Cannot query field "sections"')];
    const failing = args({ errors });
    await writeSectionSets(failing, path.join(dir, 'sets'));
    expect(failing.reporter.panic).toHaveBeenCalledWith(
      'Querying the section types of the pages failed',
      errors,
    );
    expect(existsSync(path.join(dir, 'sets'))).toBe(false);
  });
});
