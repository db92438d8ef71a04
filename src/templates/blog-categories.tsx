import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogHead } from '../components/blog/blog-head';
import { CategoryIndex } from '../components/blog/category-index';
import { paths } from '../lib/paths';

export const query = graphql`
  query BlogCategories {
    allContentfulCategory(sort: { name: ASC }) {
      nodes {
        ...BlogCategorySummary
      }
    }
  }
`;

type Props = PageProps<Queries.BlogCategoriesQuery, { postCounts: Record<string, number> }>;

const BlogCategories = ({ data, pageContext }: Props) => (
  <CategoryIndex
    categories={data.allContentfulCategory.nodes}
    postCounts={pageContext.postCounts}
  />
);

export default BlogCategories;

export const Head = (_props: HeadProps<Queries.BlogCategoriesQuery>) => (
  <BlogHead
    title="Blog categories"
    description="Every topic of the Ethical Global Outsourcing blog."
    path={paths.blogCategories()}
  />
);
