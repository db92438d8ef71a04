import { defineContentType, field } from './define';

export const landingPageTemplate = defineContentType({
  id: 'landing_page_template',
  name: 'Landing page',
  description: 'A marketing page built from sections. The entry with slug "home" is the home page.',
  displayField: 'name',
  fields: {
    slug: field.slug({
      name: 'Slug',
      help: 'The page address after the domain, e.g. "build-your-own-team". Use "home" for the home page.',
    }),
    name: field.symbol({
      name: 'Name',
      help: 'Internal name of the page, shown in lists in Contentful.',
      required: true,
    }),
    path: field.path({
      name: 'Path',
      help: 'Only for pages below another address, e.g. "/client/how-it-works": the page is published there instead of at /{slug}.',
    }),
    seo: field.entry(['seo'], {
      name: 'SEO',
      help: 'Title and description for search engines and link previews.',
      required: true,
    }),
    sections: field.entries('section', {
      name: 'Sections',
      help: 'The blocks of the page, from top to bottom.',
      required: true,
    }),
    additional_fields: field.object(
      {
        navigation_title: 'string',
        menu_icon: 'string',
        order: 'integer',
        include_in_menu: 'boolean',
      },
      {
        name: 'Menu settings',
        help: 'JSON with navigation_title (text in the menu), menu_icon (icon name), order (higher comes first among equal titles) and include_in_menu (true to list the page in the menu).',
      },
    ),
    settings: field.object(
      { external_scripts: 'boolean', chat: 'boolean' },
      {
        name: 'Page settings',
        help: 'JSON; external_scripts false turns off the tag manager, analytics, session recording and the social pixel on this page (the chat stays); chat false turns off the chat widget. Unset means on, where the site has them configured and the visitor consented.',
      },
    ),
  },
});
