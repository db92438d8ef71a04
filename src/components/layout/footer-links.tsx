import { SmartLink } from '../ui/smart-link';
import { colors, fontSizes, mq, space } from '../../styles/tokens';
import type { FooterColumn } from './footer-columns';
import { trackedLinkProps } from './tracked-link';

export const FooterColumns = ({ columns }: { columns: readonly FooterColumn[] }) => (
  <div
    css={{
      display: 'grid',
      gap: space(8),
      [mq.xs]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      [mq.xl]: { gridTemplateColumns: 'repeat(6, 1fr)' },
    }}
  >
    {columns.map((column) => (
      <div key={column.title}>
        <h2 css={{ fontSize: fontSizes.base, fontFamily: 'inherit', color: colors.sand }}>
          {column.title}
        </h2>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {column.links.map((link) =>
            link.to ? (
              <li key={link.id} css={{ marginBottom: space(2) }}>
                <SmartLink to={link.to} css={{ color: colors.white }} {...trackedLinkProps(link)}>
                  {link.name}
                </SmartLink>
              </li>
            ) : null,
          )}
        </ul>
      </div>
    ))}
  </div>
);
