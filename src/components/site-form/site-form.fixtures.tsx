/** Test data for the site form's tests: the contact form under its heading. */
import type { ReactElement } from 'react';
import { formFields } from '../../lib/site-forms';
import type { SiteFormProps } from './site-form';

/** What the contact form's tests render it with: `<h2 id="heading">` names it. */
export const contactFormProps: SiteFormProps = {
  form: 'contact',
  fields: formFields('contact'),
  labelledBy: 'heading',
  hidden: { document: '/static/x/report.pdf' },
  confirmation: <p>Sent, thank you</p>,
};

/** A form under the heading that names it. */
export const underHeading = (form: ReactElement) => (
  <>
    <h2 id="heading">Contact</h2>
    {form}
  </>
);
