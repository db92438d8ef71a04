import { Container } from '../ui/container';
import { SITE_TITLE } from '../../lib/site-config';
import { asksForConsent } from '../../services/third-parties/in-this-build';
import { colors, fontSizes, space } from '../../styles/tokens';
import type { FooterColumn } from './footer-columns';
import { FooterColumns } from './footer-links';

/** Kept out of the first load of a build that asks for no consent. */
const openCookieSettings = () =>
  void import('../../services/consent').then(({ consentView }) => consentView.openPreferences());

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

export const Footer = ({ columns }: { columns: readonly FooterColumn[] }) => (
  <footer
    css={{
      background: colors.ink,
      color: colors.white,
      paddingBlock: space(12),
      // Fills the rest of a short page rather than sitting at the window's bottom, so its top
      // does not shift as a slow phone draws it while parsing.
      flexGrow: 1,
    }}
  >
    <Container>
      <nav aria-label="Footer">
        <FooterColumns columns={columns} />
      </nav>
      {CONSENT_ASKED && <CookieSettingsButton />}
      <p css={{ marginTop: space(8), marginBottom: 0, color: colors.sand, fontSize: fontSizes.sm }}>
        © {new Date().getFullYear()} {SITE_TITLE}
      </p>
    </Container>
  </footer>
);
