import { Container } from '../ui/container';
import { SITE_TITLE } from '../../lib/site-config';
import { asksForConsent } from '../../services/third-parties/in-this-build';
import { colors, fontSizes, space } from '../../styles/tokens';
import type { FooterColumn } from './footer-columns';
import { FooterColumns } from './footer-links';

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

/** The footer: its links, the cookie settings when the build asks for consent, the notice. */
export const Footer = ({ columns }: { columns: readonly FooterColumn[] }) => (
  <footer
    css={{
      background: colors.ink,
      color: colors.white,
      paddingBlock: space(12),
      // On a page shorter than the window the footer fills the rest of it: it starts right
      // after the page, so a page drawn before its footer has all arrived (a slow phone draws
      // as it parses) keeps the footer's top where it is. Pushed to the window's bottom, the
      // footer's top rose with every line of it that arrived.
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
