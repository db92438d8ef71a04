/** Jest's globalSetup for tests/integration: the run's site copies share the compilers' caches. */
import { startSiteRun } from '../support/temp-site';

export default startSiteRun;
