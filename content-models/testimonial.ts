import { defineContentType, field } from './define';

export const testimonial = defineContentType({
  id: 'testimonial',
  name: 'Testimonial',
  description: 'A quote from a client or contractor, used by testimonial sections.',
  displayField: 'author',
  fields: {
    quote: field.symbol({
      name: 'Quote',
      help: 'The words of the person, without quotation marks.',
      required: true,
      max: 256,
    }),
    author: field.symbol({ name: 'Author', help: 'Who said it.', required: true }),
    role: field.symbol({ name: 'Role', help: 'Their job title and organisation.' }),
    photo: field.asset({ name: 'Photo', help: 'A square portrait.' }),
  },
});
