/**
 * The body of Netlify's `submission-created` event, read defensively: `{ payload: { id,
 * form_id, form_name, created_at, data, … } }`, where `data` holds the submitted fields and
 * Netlify's own `ip`, `user_agent` and `referrer` (the page). Anything else reads as absent.
 */

/** The part of a submission this function reads; every value may be anything. */
export interface SubmissionPayload {
  id?: unknown;
  form_id?: unknown;
  form_name?: unknown;
  created_at?: unknown;
  data: Readonly<Record<string, unknown>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The submission in an event body; an empty one for a body that is not such an event. */
export const readSubmissionEvent = (body: string): SubmissionPayload => {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return { data: {} };
  }
  const payload = isRecord(event) && isRecord(event.payload) ? event.payload : {};
  return { ...payload, data: isRecord(payload.data) ? payload.data : {} };
};

/** What the function answers for one of its tasks, and in all: what Netlify logs. */
export interface Answer {
  statusCode: number;
  body: string;
}

export const answer = (statusCode: number, body: string): Answer => ({ statusCode, body });

/** What tests replace: the map's file, the network, the pauses and the bound of an attempt. */
export interface SubmissionOptions {
  documentsFile?: string;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}
