/** Jest's globalTeardown for tests/integration: removes what the run's site copies shared. */
import { endSiteRun } from '../support/temp-site';

export default endSiteRun;
