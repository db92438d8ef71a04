import path from 'node:path';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

const template = path.resolve('src/templates/case-study.tsx');

export const planCaseStudies = (studies: readonly { id: string; slug: string }[]): PlannedPage[] =>
  studies.map((study) => ({
    path: paths.caseStudy(study.slug),
    component: template,
    context: { id: study.id },
  }));

export const caseStudies = defineRouteFamily<Queries.CaseStudyRoutesQuery>({
  name: 'case studies',
  query: /* GraphQL */ `
    query CaseStudyRoutes {
      allContentfulCaseStudyPageTemplate {
        nodes {
          id
          slug
        }
      }
    }
  `,
  plan: (data) => planCaseStudies(data.allContentfulCaseStudyPageTemplate.nodes),
});
