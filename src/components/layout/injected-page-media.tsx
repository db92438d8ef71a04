/**
 * The pictures of an injected page's header (./injected-page-layout.tsx): the customer's logo
 * and the header's picture. Apart from the layout, so a page without pictures (a download's
 * thank-you page) loads none of the picture component.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { radii } from '../../styles/tokens';
import { CmsImage, assetAlt } from '../ui/cms-image';
import { SLOT_SIZES } from '../ui/slot-sizes';

export interface CmsAsset {
  title: string | null;
  description: string | null;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** Small beside the header's picture, which goes first (the largest paint). */
export const InjectedPageLogo = ({ asset }: { asset: CmsAsset }) => (
  <CmsImage image={asset.localFile?.childImageSharp?.gatsbyImageData} alt={assetAlt(asset)} />
);

/** The header's picture, beside the text from md up, under it below. */
export const InjectedPagePicture = ({ asset }: { asset: CmsAsset }) => (
  <div css={{ borderRadius: radii.large, overflow: 'hidden' }}>
    <CmsImage
      image={asset.localFile?.childImageSharp?.gatsbyImageData}
      alt={assetAlt(asset)}
      priority
      sizes={SLOT_SIZES.mediaSplitColumn}
    />
  </div>
);
