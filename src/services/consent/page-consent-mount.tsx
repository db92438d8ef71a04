/** A chunk of its own, so a build that asks for no consent never fetches the store. */
import { consent, consentView } from '.';
import { ConsentMount } from './consent-mount';

const PageConsentMount = () => <ConsentMount consent={consent} view={consentView} />;

export default PageConsentMount;
