import { getSrc, type IGatsbyImageData } from 'gatsby-plugin-image';
import { DEFAULT_LOCALE, SITE_TITLE, SITE_URL } from '../../lib/site-config';
import { absoluteUrl } from '../../lib/paths';

export interface SeoHeadProps {
  title: string;
  description: string;
  /** The page's path on this site, e.g. "/pricing". */
  path: string;
  image?: IGatsbyImageData | null;
  noindex?: boolean | null;
}

/** Document head for every page: title, description, canonical, alternates and share tags. */
export const SeoHead = ({ title, description, path, image, noindex }: SeoHeadProps) => {
  const url = absoluteUrl(path, SITE_URL);
  const fullTitle = title === SITE_TITLE ? title : `${title} | ${SITE_TITLE}`;
  const imageSrc = image ? getSrc(image) : undefined;
  const imageUrl = imageSrc ? `${SITE_URL}${imageSrc}` : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <link rel="alternate" hrefLang="en" href={url} />
      <link rel="alternate" hrefLang="x-default" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_TITLE} />
      <meta property="og:locale" content={DEFAULT_LOCALE.replace('-', '_')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
};
