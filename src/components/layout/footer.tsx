import { Container } from '../ui/container';
import { SmartLink } from '../ui/smart-link';
import { SITE_TITLE } from '../../lib/site-config';
import { asksForConsent } from '../../services/third-parties/in-this-build';
import { colors, fontSizes, mq, space } from '../../styles/tokens';
import type { FooterColumn } from './footer-columns';

/** The consent store is not in the first load of a build that asks for no consent. */
const openCookieSettings = () =>
  void import('../../services/consent').then(({ consentView }) => consentView.openPreferences());

/** Reopens the cookie preferences; shown only when the build asks for consent at all. */
const CookieSettingsButton = () => (
  <button
    type="button"
    onClick={openCookieSettings}
    css={{
      marginTop: space(4),
      padding: 0,
      border: 0,
      background: 'none',
      color: colors.white,
      font: 'inherit',
      textDecoration: 'underline',
      cursor: 'pointer',
    }}
  >
    Cookie settings
  </button>
);

const CONSENT_ASKED = asksForConsent();

/** The footer, with the columns built once per build (./footer-columns.ts). */
export const Footer = ({ columns }: { columns: readonly FooterColumn[] }) => (
  <footer
    css={{
      background: colors.ink,
      color: colors.white,
      paddingBlock: space(12),
      marginTop: 'auto',
    }}
  >
    <Container>
      <nav aria-label="Footer">
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
                      <SmartLink to={link.to} css={{ color: colors.white }}>
                        {link.name}
                      </SmartLink>
                    </li>
                  ) : null,
                )}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      {CONSENT_ASKED && <CookieSettingsButton />}
      <p css={{ marginTop: space(8), marginBottom: 0, color: colors.sand, fontSize: fontSizes.sm }}>
        © {new Date().getFullYear()} {SITE_TITLE}
      </p>
    </Container>
  </footer>
);
