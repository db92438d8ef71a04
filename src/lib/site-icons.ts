/**
 * The icon links every page carries. The files are made by `npm run icons`
 * (content-tools/images/site-icons.ts) into static/, which Gatsby serves at the site root.
 */
export const siteIconLinks = [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
] as const;
