import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeGatsbyFolder } from './bare-gatsby-site';

export interface MarkdownPost {
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  /** Markdown. */
  body: string;
}

/** Posts on each listing page of the markdown blog. */
const POSTS_PER_LISTING = 10;

/**
 * The build yardstick of bench/build.ts: the plain-Markdown Gatsby blog a team would otherwise
 * pick (gatsby-source-filesystem reading one .md file per post, gatsby-transformer-remark
 * rendering it, one post template, paginated listings), in a temporary folder with
 * node_modules linked. It gets the same post bodies as the site's benchmark build, and enough
 * listing pages that it makes `pages` pages in all, so both builds do the same number of pages.
 */
export const makeMarkdownBlogSite = (
  posts: readonly MarkdownPost[],
  pages: number,
): { dir: string; postFile: (slug: string) => string; remove: () => void } => {
  const dir = makeGatsbyFolder('markdown-blog', [
    'gatsby-source-filesystem',
    'gatsby-transformer-remark',
  ]);
  writeFileSync(
    path.join(dir, 'gatsby-config.js'),
    `module.exports = {
  trailingSlash: 'never',
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'posts', path: __dirname + '/posts' } },
    'gatsby-transformer-remark',
  ],
};
`,
  );
  const listings = Math.max(1, pages - posts.length);
  writeFileSync(
    path.join(dir, 'gatsby-node.js'),
    `const path = require('path');
exports.createPages = async ({ graphql, actions }) => {
  const { data } = await graphql(\`{
    allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
      nodes { id frontmatter { slug } }
    }
  }\`);
  const posts = data.allMarkdownRemark.nodes;
  const post = path.resolve('src/templates/post.js');
  for (const node of posts) {
    actions.createPage({ path: '/blog/' + node.frontmatter.slug, component: post, context: { id: node.id } });
  }
  const listing = path.resolve('src/templates/listing.js');
  for (let page = 0; page < ${listings}; page += 1) {
    const skip = (page * ${POSTS_PER_LISTING}) % Math.max(posts.length, 1);
    actions.createPage({
      path: page === 0 ? '/' : '/page/' + (page + 1),
      component: listing,
      context: { skip, limit: ${POSTS_PER_LISTING} },
    });
  }
};
`,
  );
  mkdirSync(path.join(dir, 'src/templates'), { recursive: true });
  writeFileSync(
    path.join(dir, 'src/templates/post.js'),
    `import * as React from 'react';
import { graphql } from 'gatsby';
const Post = ({ data }) => (
  <main>
    <h1>{data.markdownRemark.frontmatter.title}</h1>
    <p>{data.markdownRemark.frontmatter.date} · {data.markdownRemark.timeToRead} min read</p>
    <article dangerouslySetInnerHTML={{ __html: data.markdownRemark.html }} />
  </main>
);
export default Post;
export const Head = ({ data }) => <title>{data.markdownRemark.frontmatter.title}</title>;
export const query = graphql\`
  query ($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      timeToRead
      frontmatter { title date(formatString: "D MMMM YYYY") }
    }
  }
\`;
`,
  );
  writeFileSync(
    path.join(dir, 'src/templates/listing.js'),
    `import * as React from 'react';
import { graphql } from 'gatsby';
const Listing = ({ data }) => (
  <main>
    <h1>Blog</h1>
    <ul>
      {data.allMarkdownRemark.nodes.map((node) => (
        <li key={node.frontmatter.slug}>
          <a href={'/blog/' + node.frontmatter.slug}>{node.frontmatter.title}</a>
          <p>{node.excerpt}</p>
        </li>
      ))}
    </ul>
  </main>
);
export default Listing;
export const Head = () => <title>Blog</title>;
export const query = graphql\`
  query ($skip: Int!, $limit: Int!) {
    allMarkdownRemark(sort: { frontmatter: { date: DESC } }, skip: $skip, limit: $limit) {
      nodes { excerpt frontmatter { slug title } }
    }
  }
\`;
`,
  );
  mkdirSync(path.join(dir, 'posts'));
  const postFile = (slug: string) => path.join(dir, 'posts', `${slug}.md`);
  for (const post of posts) {
    writeFileSync(
      postFile(post.slug),
      `---\ntitle: ${JSON.stringify(post.title)}\ndate: ${post.date}\nslug: ${post.slug}\n---\n\n${post.body}\n`,
    );
  }
  return { dir, postFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
