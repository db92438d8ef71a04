import { defineContentType, field } from './define';

export const tag = defineContentType({
  id: 'blogTag',
  name: 'Tag',
  description: 'A blog topic, listed at /blog/tag/{slug}.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Name', help: 'As shown on the blog.', required: true }),
    slug: field.slug({ name: 'Slug', help: 'The address after /blog/tag/.' }),
  },
});
