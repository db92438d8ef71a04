import { FORM_SENT_TEXTS } from '../sent-texts';
import { fontSizes } from '../../styles/tokens';
import { Markdown } from '../../components/ui/markdown';

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
    <h3 css={{ fontSize: fontSizes.xl }}>{heading?.trim() || FORM_SENT_TEXTS.heading}</h3>
    {html ? <Markdown html={html} /> : <p>{text?.trim() || FORM_SENT_TEXTS.message}</p>}
  </>
);
