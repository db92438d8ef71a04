import { DOWNLOAD_REQUEST_EMAIL } from '../../lib/site-config';
import { colors, fontSizes, mq, radii, shadows, space } from '../../styles/tokens';
import { Container } from '../ui/container';
import { Markdown } from '../ui/markdown';

/**
 * What a download gives the reader, and how to get it. Until the gated-content form is built,
 * readers ask for their copy by e-mail.
 */
export const DownloadOffer = ({ name, introHtml }: { name: string; introHtml: string }) => {
  const mailto = `mailto:${DOWNLOAD_REQUEST_EMAIL}?subject=${encodeURIComponent(`Please send me: ${name}`)}`;
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
        <aside
          aria-labelledby="get-your-copy"
          css={{
            background: colors.white,
            borderRadius: radii.medium,
            boxShadow: shadows.card,
            padding: space(6),
            alignSelf: 'start',
          }}
        >
          <h2 id="get-your-copy" css={{ fontSize: fontSizes.xl }}>
            Get your copy
          </h2>
          <p>
            Write to us and we will send it to your work e-mail address, usually within a few
            minutes.
          </p>
          <a href={mailto} css={{ fontWeight: 600 }}>
            Ask for “{name}” by e-mail
          </a>
        </aside>
      </div>
    </Container>
  );
};
