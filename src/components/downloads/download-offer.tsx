import { DOCUMENT_FIELD, formFields, type FieldLabels } from '../../forms/catalogue';
import { paths } from '../../lib/paths';
import { fontSizes, mq, space } from '../../styles/tokens';
import { SentMessage } from '../../forms/site-form/sent-message';
import { SiteForm } from '../../forms/site-form/site-form';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { Markdown } from '../ui/markdown';
import { downloadSentText, type DownloadFormSettings } from './download-sent-text';

/**
 * What a download gives the reader, and the gated-content form (spec section 3) that sends it
 * by e-mail: its texts and whether it ends on a thank-you page come from the entry.
 */
export const DownloadOffer = ({
  slug,
  introHtml,
  settings,
  labels,
  document,
}: {
  slug: string;
  introHtml: string;
  settings: DownloadFormSettings | null;
  labels: FieldLabels;
  /**
   * The file e-mailed to the reader, when the entry has one: the entry's id, which the form
   * submits (the report e-mail looks it up), and the file's address, offered once sent.
   */
  document: { key: string; url: string } | null;
}) => {
  const consent = settings?.consent_text?.trim();
  return (
    <Container>
      <div
        css={{
          display: 'grid',
          gap: space(10),
          paddingBlock: space(12),
          [mq.md]: { gridTemplateColumns: '7fr 5fr' },
        }}
      >
        <Markdown html={introHtml} />
        <Card as="aside" labelledBy="get-your-copy" css={{ alignSelf: 'start' }}>
          <h2 id="get-your-copy" css={{ fontSize: fontSizes.xl }}>
            Get your copy
          </h2>
          <SiteForm
            form="download"
            fields={formFields('download', { ...labels, ...(consent ? { consent } : {}) })}
            labelledBy="get-your-copy"
            submitLabel={settings?.submit_label}
            hidden={{ download: slug, ...(document ? { [DOCUMENT_FIELD]: document.key } : {}) }}
            documentUrl={document?.url}
            thankYouPath={settings?.thank_you_page ? paths.gatedContentThankYou(slug) : null}
            confirmation={<SentMessage text={downloadSentText(settings)} />}
          />
        </Card>
      </div>
    </Container>
  );
};
