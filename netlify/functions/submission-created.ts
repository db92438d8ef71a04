/**
 * Netlify runs this after every verified form submission (the function's name is the event's):
 * it e-mails the document a submission names and tells the team of it (netlify/after-submission.ts).
 * Its answer goes to the function's log, which is where a failure shows.
 */
import { processEnv } from '../../src/settings/environment';
import { runSubmissionCreated } from '../after-submission';

export const handler = (event: { body: string | null }) =>
  runSubmissionCreated(event.body ?? '', processEnv());
