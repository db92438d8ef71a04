import { defineContentType, field } from './define';

export const blogPost = defineContentType({
  id: 'blogPost',
  name: 'Blog post',
  description: 'An article published at /blog/{slug}.',
  displayField: 'title',
  fields: {
    title: field.symbol({ name: 'Title', help: 'The headline of the article.', required: true }),
    slug: field.slug({ name: 'Slug', help: 'The address after /blog/.' }),
    excerpt: field.symbol({
      name: 'Excerpt',
      help: 'One or two sentences shown on listings and in search results.',
      required: true,
      max: 256,
    }),
    body: field.markdown({ name: 'Body', help: 'The article, in Markdown.', required: true }),
    heroImage: field.asset({
      name: 'Hero image',
      help: 'Picture at the top of the article and on listings.',
    }),
    author: field.entry(['author'], {
      name: 'Author',
      help: 'Who wrote the article.',
      required: true,
    }),
    category: field.entry(['category'], {
      name: 'Category',
      help: 'The one category the article belongs to.',
      required: true,
    }),
    tags: field.entries(['blogTag'], { name: 'Tags', help: 'Topics the article touches on.' }),
    publishDate: field.date({
      name: 'Publish date',
      help: 'The date shown on the article; listings are sorted by it, newest first.',
      required: true,
    }),
    seo: field.entry(['seo'], {
      name: 'SEO',
      help: 'Optional: title and description for search engines, when they should differ from the article title and excerpt.',
    }),
  },
});
