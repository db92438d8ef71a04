/** The end-to-end server: its port and the file where it records form submissions. */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 9323);

/** One file per port, so helpers running suites side by side never share one. */
export const E2E_SUBMISSIONS_FILE = `test-submissions/form-submissions.${E2E_PORT}.jsonl`;
