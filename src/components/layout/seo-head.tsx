import { graphql, type HeadProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { DEFAULT_LOCALE, SITE_TITLE } from '../../lib/site-config';
import { siteUrl } from '../../settings/browser';
import { absoluteUrl } from '../../lib/paths';
import { imageSrc } from '../ui/image-src';

export const fragment = graphql`
  fragment PageSeo on ContentfulSeo {
    title
    description
    noindex
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG], quality: 85)
        }
      }
    }
  }
`;

export interface SeoHeadProps {
  title: string;
  description: string;
  path: string;
  image?: IGatsbyImageData | null;
  noindex?: boolean | null;
}

/** The home page's title is the site title alone. */
const documentTitle = (title: string): string =>
  title === SITE_TITLE ? title : `${title} | ${SITE_TITLE}`;

export const SeoHead = ({ title, description, path, image, noindex }: SeoHeadProps) => {
  const url = absoluteUrl(path, siteUrl());
  const src = image ? imageSrc(image) : undefined;
  const imageUrl = src ? `${siteUrl()}${src}` : undefined;
  return (
    <>
      <title>{documentTitle(title)}</title>
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

export const seoImage = (seo: Queries.PageSeoFragment | null | undefined) =>
  seo?.image?.localFile?.childImageSharp?.gatsbyImageData;

export interface PageSeo {
  seo: Queries.PageSeoFragment;
  path: string;
}

export const pageSeoHead = <Data,>(seoOf: (data: Data) => PageSeo | null) => {
  const PageSeoHead = ({ data }: Pick<HeadProps<Data>, 'data'>) => {
    const page = seoOf(data);
    if (!page) return null;
    const { seo, path } = page;
    return (
      <SeoHead
        title={seo.title}
        description={seo.description}
        path={path}
        image={seoImage(seo)}
        noindex={seo.noindex}
      />
    );
  };
  return PageSeoHead;
};

export const NoindexHead = ({ title }: { title: string }) => (
  <>
    <title>{documentTitle(title)}</title>
    <meta name="robots" content="noindex" />
  </>
);
