/**
 * Netlify runs this after every verified form submission (the function's name is the event's):
 * it e-mails the document a submission names (netlify/report-email.ts).
 */
import { handleSubmissionCreated } from '../report-email';

export const handler = async (event: { body: string | null }) =>
  handleSubmissionCreated(event.body ?? '', process.env);
