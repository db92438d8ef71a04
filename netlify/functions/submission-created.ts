/**
 * Netlify runs this after every verified form submission (the function's name is the event's):
 * it e-mails the document a submission names (netlify/report-email.ts). Its answer goes to the
 * function's log, which is where a failure shows.
 */
import { handleSubmissionCreated } from '../report-email';

export const handler = async (event: { body: string | null }) => {
  const answer = await handleSubmissionCreated(event.body ?? '', process.env);
  (answer.statusCode < 400 ? console.info : console.error)(`submission-created: ${answer.body}`);
  return answer;
};
