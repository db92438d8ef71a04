import { navigate } from 'gatsby';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, SubmitButton, useKitForm } from '../kit';
import { FORM_NAME_FIELD, HONEYPOT_FIELD } from '../wire-format';
import { UTM_PARAMETERS } from '../../lib/config/analytics';
import { SITE_FORM_TEXTS } from '../config';
import { SITE_FORMS, type ResolvedField, type SiteFormName } from '../catalogue';
import { track } from '../../services/analytics';
import { landingCampaign } from '../landing-campaign';
import { FormSubmissionError, submitForm } from '../submission';
import { borderWidths, colors, radii, space, widths } from '../../styles/tokens';
import { SentDocumentLink, type SentFormState } from './sent-document';
import { SiteFormField } from './site-form-field';

type Values = Record<string, string | boolean>;

export interface SiteFormProps {
  form: SiteFormName;
  fields: readonly ResolvedField[];
  /** Id of the heading that names the form. */
  labelledBy: string;
  submitLabel?: string | null;
  /** Fields the visitor does not fill in (the document to e-mail), sent with the others. */
  hidden?: Readonly<Record<string, string>>;
  /** Where to go once the form is sent; without it, `confirmation` replaces the form. */
  thankYouPath?: string | null;
  confirmation: ReactNode;
  /** The document the form sends by e-mail (its address on the site), offered once sent. */
  documentUrl?: string | null;
}

/** The form's values as the strings a submission carries (a consent: yes or no). */
const asFields = (fields: readonly ResolvedField[], values: Values): Record<string, string> =>
  Object.fromEntries(
    fields.map(({ name, kind }) => {
      const value = values[name];
      if (kind === 'consent') {
        return [name, value ? SITE_FORM_TEXTS.consentGiven : SITE_FORM_TEXTS.consentRefused];
      }
      return [name, typeof value === 'string' ? value : ''];
    }),
  );

const failureText = (error: unknown): string =>
  error instanceof FormSubmissionError && error.reason === 'network'
    ? SITE_FORM_TEXTS.networkError
    : SITE_FORM_TEXTS.serverError;

/**
 * A form of the site. Its server-rendered HTML is a complete Netlify form (name, honeypot,
 * `form-name`), which Netlify detects at deploy and which posts without JavaScript; with it,
 * the submission service sends it, the values stay until the server has them, and a failure
 * says so in an alert. Once sent: the thank-you page, or the confirmation in its place.
 */
export const SiteForm = ({
  form: formName,
  fields,
  labelledBy,
  submitLabel,
  hidden = {},
  thankYouPath,
  confirmation,
  documentUrl,
}: SiteFormProps) => {
  const form = useKitForm<Values>({
    defaultValues: Object.fromEntries(
      fields.map(({ name, kind }) => [name, kind === 'consent' ? false : '']),
    ),
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  // Marks the form as handled by React (the server's HTML posts without it); tests wait for it.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const send = async (values: Values) => {
    setFailure(undefined);
    const trap = honeypot.current?.value;
    try {
      await submitForm(formName, {
        ...asFields(fields, values),
        ...landingCampaign(),
        ...hidden,
        ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
      });
    } catch (error) {
      setFailure(failureText(error));
      return;
    }
    // The form's name stands for its section: a page holds one form.
    const where = { section_page: window.location.pathname, section_name: formName };
    track('form_submitted', { ...where, form_name: formName });
    if (SITE_FORMS[formName].contact) track('contact_form_submitted', where);
    // A confirmed lead is the site's conversion (reported in USD, value 1: event-mapping.ts).
    track('ad_conversion', { conversion: formName });
    if (thankYouPath) {
      const state: SentFormState = documentUrl ? { sentDocument: documentUrl } : {};
      void navigate(thankYouPath, { state });
    } else setSent(true);
  };

  if (sent) {
    return (
      <SentConfirmation>
        {confirmation}
        {documentUrl && <SentDocumentLink href={documentUrl} />}
      </SentConfirmation>
    );
  }
  return (
    <Form
      form={form}
      onSubmit={send}
      name={formName}
      method="post"
      action={thankYouPath ?? undefined}
      aria-labelledby={labelledBy}
      data-netlify="true"
      data-interactive={interactive || undefined}
      netlify-honeypot={HONEYPOT_FIELD}
      css={{ display: 'grid', gap: space(5), maxWidth: widths.form }}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={formName} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Netlify records only the fields its detected form has: the campaign's are sent above. */}
      {UTM_PARAMETERS.map((name) => (
        <input key={name} type="hidden" name={name} value="" />
      ))}
      <div hidden>
        <label>
          {SITE_FORM_TEXTS.honeypot}
          <input ref={honeypot} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {fields.map((field) => (
        <SiteFormField key={field.name} field={field} />
      ))}
      {failure && (
        <p
          role="alert"
          css={{
            margin: 0,
            padding: space(4),
            border: `${borderWidths.heavy} solid ${colors.coralDark}`,
            borderRadius: radii.small,
          }}
        >
          {failure}
        </p>
      )}
      <div>
        <SubmitButton>{submitLabel?.trim() || SITE_FORM_TEXTS.submit}</SubmitButton>
      </div>
    </Form>
  );
};

/** What replaces a sent form: focus moves to it, so the change is announced and seen. */
const SentConfirmation = ({ children }: { children: ReactNode }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} role="status" tabIndex={-1} css={{ outline: 'none' }}>
      {children}
    </div>
  );
};
