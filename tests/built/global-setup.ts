// Installs the Observatory's grader once per run, before the tests (tests/support/observatory.ts).
import { installObservatory } from '../support/observatory';

export default installObservatory;
