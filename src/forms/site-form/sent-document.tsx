/**
 * A sent form's document as a direct download, beside the e-mail that brings it. The thank-you
 * page gets its address through the navigation's state, so only a visitor who sent the form
 * sees the link there.
 */
import { FORM_SENT_TEXTS } from '../sent-texts';
import { space } from '../../styles/tokens';
import { Container } from '../../components/ui/container';

/** The navigation state a form hands its thank-you page. */
export interface SentFormState {
  sentDocument?: string;
}

/** Only the site's own files: the state is the browser's, not the build's. */
const isSiteFile = (value: unknown): value is string =>
  typeof value === 'string' && /^\/static\/[^/\\]+\/[^/\\]+$/.test(value);

/** The document a thank-you page was handed, if any. */
export const sentDocumentOf = (state: unknown): string | undefined => {
  const document = (state as SentFormState | null | undefined)?.sentDocument;
  return isSiteFile(document) ? document : undefined;
};

export const SentDocumentLink = ({ href }: { href: string }) => (
  <p>
    <a href={href} download>
      {FORM_SENT_TEXTS.downloadNow}
    </a>
  </p>
);

/** The link as a band of its own, on a thank-you page the form led to. */
export const SentDocumentNotice = ({ state }: { state: unknown }) => {
  const document = sentDocumentOf(state);
  if (!document) return null;
  return (
    <Container css={{ paddingBlock: space(6) }}>
      <SentDocumentLink href={document} />
    </Container>
  );
};
