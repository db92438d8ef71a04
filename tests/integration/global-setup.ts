/** Jest's globalSetup for tests/integration: the run's site copies share webpack's cache. */
import { startSiteRun } from '../support/temp-site';

export default startSiteRun;
