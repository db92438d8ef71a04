/** A section field, as Gatsby attaches a static query to every page that can render its section. */
import type { GatsbyNode } from 'gatsby';
import { entryTypeName } from '../content-models/names';

const CASE_STUDY_TYPE = entryTypeName('case_study_page_template');
const SECTION_TYPE = entryTypeName('sectionCaseStudyList');

interface CaseStudy {
  client: string;
}

interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
}

export const byClient = (studies: Iterable<unknown>): CaseStudy[] =>
  [...(studies as Iterable<CaseStudy>)].sort((a, b) =>
    a.client < b.client ? -1 : a.client > b.client ? 1 : 0,
  );

export const createCaseStudyListResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: create,
}) => {
  create({
    [SECTION_TYPE]: {
      caseStudies: {
        type: `[${CASE_STUDY_TYPE}!]!`,
        description: 'Every case study, in alphabetical order of the client.',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          byClient((await context.nodeModel.findAll({ type: CASE_STUDY_TYPE })).entries),
      },
    },
  });
};
