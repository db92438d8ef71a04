/**
 * The consent interface's mount with this page's consent store, as root.tsx renders it: a chunk
 * of its own (with the store and its cookie), so a build that asks for no consent never
 * fetches any of it.
 */
import { consent, consentView } from '.';
import { ConsentMount } from './consent-mount';

const PageConsentMount = () => <ConsentMount consent={consent} view={consentView} />;

export default PageConsentMount;
