/**
 * `caseStudies` on the case-study list section: every case study, by client name.
 *
 * The section read them with a static query, and Gatsby attaches a static query to every page
 * whose template can render the component: every landing page, case study and download fetched
 * the list, whether it showed it or not. As a field of the section, the list is in the page
 * data of the pages that have the section, and nowhere else.
 */
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

/** The case studies in the order of their client names (as a GraphQL `sort: ASC` orders). */
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
