import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s, not 1 s: under a loaded CI machine React can take
// longer than a second to commit, and a wait that gives up early fails a correct component.
configure({ asyncUtilTimeout: 5_000 });
