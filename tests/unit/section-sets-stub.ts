/**
 * What the section registry imports as `@build/section-sets` in component tests: every set
 * there could be, each made of the section modules themselves (a build writes one module per
 * set a page shows, gatsby/section-sets.ts, whose rules are tested beside it).
 */
import type { SectionComponents } from '../../src/sections/registry';
import { SECTION_MODULES } from '../../gatsby/section-sets';
import { sectionTypesOfKey } from '../../src/sections/section-types';

const loadSectionSet = async (key: string): Promise<SectionComponents> => {
  const entries = await Promise.all(
    sectionTypesOfKey(key).map(async (type) => {
      const { file, component } = SECTION_MODULES[type];
      const module = (await import(`../../src/sections/${file}`)) as Record<string, unknown>;
      return [type, module[component]] as const;
    }),
  );
  return Object.fromEntries(entries) as SectionComponents;
};

export default loadSectionSet;
