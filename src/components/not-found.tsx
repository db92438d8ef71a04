import { useFullReloadOnLeave } from '../hooks/use-full-reload-on-leave';
import { MESSAGES } from '../lib/site-config';
import { paths } from '../lib/paths';
import { colors, fonts, fontSizes, space, widths } from '../styles/tokens';
import { Container } from './ui/container';
import { ButtonLink } from './ui/button-link';

interface NotFoundProps {
  /** Names what was not found, when it is known. */
  detail?: string;
  /**
   * The detail comes later (the 404 page learns the address only in the browser): its line is
   * kept, empty, from the first paint, so nothing below it moves when it appears.
   */
  detailLater?: boolean;
}

/** The error page's content. */
export const NotFound = ({ detail, detailLater = false }: NotFoundProps) => {
  useFullReloadOnLeave();
  return (
    <Container>
      <div
        css={{
          paddingBlock: space(24),
          textAlign: 'center',
          maxWidth: widths.form,
          margin: '0 auto',
        }}
      >
        <p
          aria-hidden="true"
          css={{
            fontSize: fontSizes['5xl'],
            fontFamily: fonts.heading,
            color: colors.coralDark,
            margin: 0,
          }}
        >
          404
        </p>
        <h1>{MESSAGES.notFoundTitle}</h1>
        <p css={{ color: colors.inkSoft }}>{MESSAGES.notFoundDescription}</p>
        {(detail || detailLater) && (
          <p css={{ color: colors.inkSoft, fontSize: fontSizes.sm, minHeight: '1lh' }}>{detail}</p>
        )}
        <div css={{ marginTop: space(8) }}>
          <ButtonLink to={paths.home()}>{MESSAGES.backToHome}</ButtonLink>
        </div>
      </div>
    </Container>
  );
};
