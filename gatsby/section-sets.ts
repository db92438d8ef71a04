/**
 * One chunk per set of section types that a page shows. A chunk for each section type meant a
 * landing page fetched eleven small files, each compressed on its own (5.2 KB brotli, against
 * 3.5 KB for the same code in one file). A page still gets only the code of its own section
 * types: createPages lists the sets the pages use, and this writes a module per set, which
 * re-exports that set's components (`SECTION_MODULES` below), and an index the registry
 * imports as `@build/section-sets` (an alias, gatsby/webpack-config.ts), with a dynamic import
 * per set. Like the menus (./site-menus.ts), it is written before webpack bundles anything, in
 * a build and in `gatsby develop` alike.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import {
  sectionSetKey,
  sectionTypesOfKey,
  type SectionTypeName,
} from '../src/sections/section-types';

/** The module name the section registry imports the sets by. */
export const SECTION_SETS_MODULE = '@build/section-sets';

/** Where the sets are written: in Gatsby's cache, beside the menus. */
export const sectionSetsDir = (root = process.cwd()): string =>
  path.join(root, '.cache', 'section-sets');

/** The index module the alias points at. */
export const sectionSetsIndex = (root = process.cwd()): string =>
  path.join(sectionSetsDir(root), 'index.js');

/** Each section type's module in src/sections and the component it exports. */
export const SECTION_MODULES: { [T in SectionTypeName]: { file: string; component: string } } = {
  ContentfulSectionHero: { file: 'hero', component: 'Hero' },
  ContentfulSectionFeatureGrid: { file: 'feature-grid', component: 'FeatureGrid' },
  ContentfulSectionLogoWall: { file: 'logo-wall', component: 'LogoWall' },
  ContentfulSectionStats: { file: 'stats', component: 'Stats' },
  ContentfulSectionTestimonials: { file: 'testimonials', component: 'Testimonials' },
  ContentfulSectionCallToAction: { file: 'call-to-action', component: 'CallToAction' },
  ContentfulSectionFaq: { file: 'faq', component: 'Faq' },
  ContentfulSectionRichText: { file: 'rich-text', component: 'RichText' },
  ContentfulSectionPricingComparison: {
    file: 'pricing-comparison',
    component: 'PricingComparison',
  },
  ContentfulSectionCaseStudyList: { file: 'case-study-list', component: 'CaseStudyList' },
  ContentfulSectionForm: { file: 'form-section', component: 'FormSection' },
};

/** Every page type that shows sections: a new one goes here too. */
export const SECTION_SETS_QUERY = /* GraphQL */ `
  query SectionSets {
    allContentfulLandingPageTemplate {
      nodes {
        sections {
          __typename
        }
      }
    }
    allContentfulCaseStudyPageTemplate {
      nodes {
        sections {
          __typename
        }
      }
    }
    allContentfulGatedContent {
      nodes {
        sections {
          __typename
        }
      }
    }
  }
`;

type SectionLists = ReadonlyArray<{
  readonly sections?: ReadonlyArray<{ readonly __typename: string } | null> | null;
}>;

/** The keys of the section sets the pages show, sorted; pages without sections need none. */
export const sectionSetKeysFrom = (data: Queries.SectionSetsQuery): string[] => {
  const pages: SectionLists = [
    ...data.allContentfulLandingPageTemplate.nodes,
    ...data.allContentfulCaseStudyPageTemplate.nodes,
    ...data.allContentfulGatedContent.nodes,
  ];
  const keys = new Set(
    pages.map((page) => sectionSetKey((page.sections ?? []).map((section) => section?.__typename))),
  );
  keys.delete('0');
  return [...keys].sort();
};

/** The files to write: a module per set and the index, by file name. */
export const sectionSetFiles = (
  keys: readonly string[],
  sectionsDir = path.join(process.cwd(), 'src', 'sections'),
): Map<string, string> => {
  const header = '// Written by gatsby/section-sets.ts for this build: do not edit.\n';
  const files = new Map<string, string>();
  for (const key of keys) {
    const exports = sectionTypesOfKey(key).map((type) => {
      const { file, component } = SECTION_MODULES[type];
      return `export { ${component} as ${type} } from ${JSON.stringify(path.join(sectionsDir, file))};\n`;
    });
    files.set(`${key}.js`, header + exports.join(''));
  }
  // Unnamed chunks: webpack's runtime, on every page, would hold each name.
  const loaders = keys.map(
    (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`./${key}.js`)}),\n`,
  );
  files.set(
    'index.js',
    header +
      `const sets = {\n${loaders.join('')}};\n\n` +
      '/** The components of the set with this key, or undefined when the build made no such set. */\n' +
      'const loadSectionSet = (key) =>\n' +
      '  Object.prototype.hasOwnProperty.call(sets, key) ? sets[key]() : undefined;\n\n' +
      'export default loadSectionSet;\n',
  );
  return files;
};

/**
 * Writes the files, leaving unchanged ones alone (`gatsby develop` reruns this on every
 * content change, and a rewritten file makes webpack rebuild) and removing sets no page shows.
 */
export const writeSectionSetFiles = (files: Map<string, string>, dir = sectionSetsDir()): void => {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!files.has(name)) rmSync(path.join(dir, name), { force: true });
  }
  for (const [name, source] of files) {
    const file = path.join(dir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === source) continue;
    writeFileSync(file, source);
  }
};

/** Queries the pages' section types and writes their sets; stops the build when it fails. */
export const writeSectionSets = async (
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  dir = sectionSetsDir(),
): Promise<void> => {
  const result = await graphql<Queries.SectionSetsQuery>(SECTION_SETS_QUERY);
  if (result.errors || !result.data) {
    reporter.panic('Querying the section types of the pages failed', result.errors);
    return;
  }
  writeSectionSetFiles(sectionSetFiles(sectionSetKeysFrom(result.data)), dir);
};
