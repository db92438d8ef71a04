import { SITE_FORM_TEXTS } from '../../lib/config/forms';
import { fontSizes } from '../../styles/tokens';
import { Markdown } from '../ui/markdown';

/** The "message sent" confirmation: the editors' heading and text, or the defaults. */
export const SentMessage = ({
  heading,
  html,
  text,
}: {
  heading?: string | null;
  /** The editors' text as HTML (from Markdown)… */
  html?: string | null;
  /** …or as plain text. */
  text?: string | null;
}) => (
  <>
    <h3 css={{ fontSize: fontSizes.xl }}>{heading?.trim() || SITE_FORM_TEXTS.sentHeading}</h3>
    {html ? <Markdown html={html} /> : <p>{text?.trim() || SITE_FORM_TEXTS.sentMessage}</p>}
  </>
);
