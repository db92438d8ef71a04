/** Netlify runs this after every verified form submission: the function's name is the event's. */
import { processEnv } from '../../src/settings/environment';
import { runSubmissionCreated } from '../after-submission';

export const handler = (event: { body: string | null }) =>
  runSubmissionCreated(event.body ?? '', processEnv());
