/** Apart from the layout, so a page without pictures loads none of the picture component. */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { radii } from '../../styles/tokens';
import { CmsImage, assetAlt } from '../ui/cms-image';
import { SLOT_SIZES } from '../ui/slot-sizes';

export interface CmsAsset {
  title: string | null;
  description: string | null;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** Not a priority: the header's picture is the largest paint. */
export const InjectedPageLogo = ({ asset }: { asset: CmsAsset }) => (
  <CmsImage image={asset.localFile?.childImageSharp?.gatsbyImageData} alt={assetAlt(asset)} />
);

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
