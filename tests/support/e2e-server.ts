/** The end-to-end server: its port, the built site it serves and where it records form submissions. */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 9323);

/**
 * The directory served, default public/. `npm run test:site` points it at a copy of a build,
 * so the browser runs on that build while the next one is being made.
 */
export const E2E_PUBLIC_DIR = process.env.E2E_PUBLIC_DIR ?? 'public';

/** One file per port, so helpers running suites side by side never share one. */
export const E2E_SUBMISSIONS_FILE = `test-submissions/form-submissions.${E2E_PORT}.jsonl`;
