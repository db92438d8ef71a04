import { defineContentType, field } from './define';

export const category = defineContentType({
  id: 'category',
  name: 'Category',
  description: 'A blog category, listed at /blog/category/{slug}.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Name', help: 'As shown on the blog.', required: true }),
    slug: field.slug({ name: 'Slug', help: 'The address after /blog/category/.' }),
    description: field.symbol({
      name: 'Description',
      help: 'One sentence shown on the category page.',
    }),
  },
});
