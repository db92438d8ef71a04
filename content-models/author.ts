import { defineContentType, field } from './define';

export const author = defineContentType({
  id: 'author',
  name: 'Author',
  description: 'A person who writes on the blog; their articles are listed at /blog/author/{slug}.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Name', help: 'Full name as shown on articles.', required: true }),
    slug: field.slug({ name: 'Slug', help: 'The address after /blog/author/.' }),
    avatar: field.asset({ name: 'Avatar', help: 'A square portrait; shown at 70 x 70 pixels.' }),
    bio: field.symbol({ name: 'Bio', help: 'One or two sentences about the author.', max: 256 }),
  },
});
