import { useMounted } from '../hooks/use-mounted';
import { isValidClientParam, type ClientRouteKind } from '../lib/client-routes';
import { clientAppPaths, paths, registrationUrl } from '../lib/paths';
import { MESSAGES } from '../lib/site-config';
import { clientAppUrl } from '../settings/browser';
import { colors, fontSizes, space, widths } from '../styles/tokens';
import { Layout } from './layout/layout';
import { NotFound } from './not-found';
import { ButtonLink } from './ui/button-link';
import { Container } from './ui/container';

interface View {
  title: string;
  text: string;
  actions: { label: string; to: string }[];
}

/** What each client-only route shows: these pages hand the visitor over to where the data lives. */
export const clientRouteView = (kind: ClientRouteKind, value: string): View => {
  const app = (path: string) => `${clientAppUrl()}${path}`;
  switch (kind) {
    case 'contractor-profile':
      return {
        title: 'Contractor profile',
        text: 'Contractor profiles are shown in our client application, where you can read reviews, message the contractor and book an interview.',
        actions: [{ label: 'View this profile', to: app(clientAppPaths.contractorProfile(value)) }],
      };
    case 'job':
      return {
        title: 'Job details',
        text: 'Jobs are managed in our client application: sign in to see the brief, the people on it and its payments.',
        actions: [{ label: 'Open this job', to: app(clientAppPaths.job(value)) }],
      };
    case 'worklog':
      return {
        title: 'Work log',
        text: 'Hours and tasks logged on a project are kept in our client application.',
        actions: [{ label: 'Open the work log', to: app(clientAppPaths.worklog(value)) }],
      };
    case 'referrer':
      return {
        title: "You've been invited",
        text: 'A contractor on Ethical Global Outsourcing recommended us to you. Sign up to hire fairly paid independent talent in more than 185 countries.',
        actions: [
          { label: 'Sign up as a client', to: registrationUrl(clientAppUrl(), 'client') },
          { label: 'About Share the Love', to: paths.referralProgramme() },
        ],
      };
    case 'template-preview':
      return {
        title: `Template preview: ${value}`,
        text: 'This address previews a landing page template. The published page opens below.',
        actions: [{ label: 'Open the page', to: paths.landingPage(value) }],
      };
  }
};

export const ClientRouteView = ({ kind, value }: { kind: ClientRouteKind; value: string }) => {
  const view = clientRouteView(kind, value);
  return (
    <Container>
      <div css={{ paddingBlock: space(20), maxWidth: widths.text }}>
        <h1>{view.title}</h1>
        <p css={{ color: colors.inkSoft, fontSize: fontSizes.lg }}>{view.text}</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(6) }}>
          {view.actions.map((action, index) => (
            <ButtonLink
              key={action.label}
              to={action.to}
              variant={index === 0 ? 'primary' : 'secondary'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Container>
  );
};

/**
 * A client-only route's page, rendered only in the browser: the parameter comes from the address
 * the visitor opened, and one that fails the route's check shows the 404 content.
 */
export const ClientRoutePage = ({
  kind,
  value,
  knownSlugs,
  pathname,
}: {
  kind: ClientRouteKind;
  value: string | undefined;
  knownSlugs: readonly string[];
  pathname: string;
}) => {
  const mounted = useMounted();
  return (
    <Layout>
      {!mounted ? (
        <p aria-busy="true" css={{ minHeight: '50vh' }} />
      ) : isValidClientParam(kind, value, knownSlugs) ? (
        <ClientRouteView kind={kind} value={value} />
      ) : (
        <NotFound detail={`${MESSAGES.pageNotFoundValidation} ${pathname}`} />
      )}
    </Layout>
  );
};
