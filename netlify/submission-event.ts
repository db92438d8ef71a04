/** Netlify's `submission-created` event, read defensively: anything unexpected reads as absent. */

/** Every value may be anything. */
export interface SubmissionPayload {
  id?: unknown;
  form_id?: unknown;
  form_name?: unknown;
  created_at?: unknown;
  data: Readonly<Record<string, unknown>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

export interface Answer {
  statusCode: number;
  body: string;
}

export const answer = (statusCode: number, body: string): Answer => ({ statusCode, body });

export interface SubmissionOptions {
  documentsFile?: string;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}
