/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { formFields } from '../catalogue';
import { setAnalyticsClient, type AnalyticsClient } from '../../services/analytics';
import { FormSubmissionError, submitForm } from '../submission';
import { SiteForm } from './site-form';

jest.mock('../submission', () => ({
  ...jest.requireActual<object>('../submission'),
  submitForm: jest.fn(),
}));

const submit = jest.mocked(submitForm);
const track = jest.fn<ReturnType<AnalyticsClient['track']>, Parameters<AnalyticsClient['track']>>();
let previous: AnalyticsClient;

beforeEach(() => {
  submit.mockReset();
  track.mockReset();
  jest.mocked(navigate).mockReset();
  previous = setAnalyticsClient({ track });
});
afterEach(() => setAnalyticsClient(previous));

const renderContactForm = (props: { thankYouPath?: string; documentUrl?: string } = {}) =>
  render(
    <>
      <h2 id="heading">Contact</h2>
      <SiteForm
        form="contact"
        fields={formFields('contact')}
        labelledBy="heading"
        hidden={{ document: 'report-entry-id' }}
        confirmation={<p>Sent, thank you</p>}
        {...props}
      />
    </>,
  );

const fillIn = () => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), {
    target: { value: 'Ada' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'ada@example.org' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
    target: { value: 'Hello there' },
  });
};

const send = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('SiteForm', () => {
  it('renders a Netlify form: name, form-name, honeypot', () => {
    const { container } = renderContactForm();
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('name', 'contact');
    expect(form).toHaveAttribute('data-netlify', 'true');
    expect(form).toHaveAttribute('netlify-honeypot', 'bot-field');
    expect(container.querySelector('input[name="form-name"]')).toHaveValue('contact');
    expect(container.querySelector('input[name="bot-field"]')).not.toBeVisible();
  });

  it('submits the fields and the hidden ones, then shows the confirmation and tracks it', async () => {
    submit.mockResolvedValue();
    renderContactForm();
    fillIn();
    await send();
    expect(submit).toHaveBeenCalledWith('contact', {
      name: 'Ada',
      email: 'ada@example.org',
      companyName: '',
      message: 'Hello there',
      document: 'report-entry-id',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sent, thank you');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(track.mock.calls).toEqual([
      ['form_submitted', { section_page: '/', section_name: 'contact', form_name: 'contact' }],
      ['contact_form_submitted', { section_page: '/', section_name: 'contact' }],
      ['ad_conversion', { conversion: 'contact' }],
    ]);
  });

  it("sends the campaign fields of the session's landing address with the form", async () => {
    submit.mockResolvedValue();
    window.sessionStorage.setItem('landing-campaign', '{"utm_source":"newsletter"}');
    try {
      const { container } = renderContactForm();
      // The static form lists the fields, so Netlify's form detection records them.
      expect(container.querySelector('input[type="hidden"][name="utm_source"]')).toHaveValue('');
      fillIn();
      await send();
      expect(submit).toHaveBeenCalledWith(
        'contact',
        expect.objectContaining({ utm_source: 'newsletter', name: 'Ada' }),
      );
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('goes to the thank-you page when it has one', async () => {
    submit.mockResolvedValue();
    renderContactForm({ thankYouPath: '/ccw2025/thank-you' });
    fillIn();
    await send();
    expect(navigate).toHaveBeenCalledWith('/ccw2025/thank-you', { state: {} });
  });

  it('offers its document once sent: below the confirmation, or to the thank-you page', async () => {
    submit.mockResolvedValue();
    const { unmount } = renderContactForm({ documentUrl: '/static/abc/report.pdf' });
    expect(screen.queryByRole('link', { name: /Download your copy/ })).not.toBeInTheDocument();
    fillIn();
    await send();
    expect(screen.getByRole('link', { name: 'Download your copy now (PDF)' })).toHaveAttribute(
      'href',
      '/static/abc/report.pdf',
    );
    unmount();

    renderContactForm({ documentUrl: '/static/abc/report.pdf', thankYouPath: '/thanks' });
    fillIn();
    await send();
    expect(navigate).toHaveBeenCalledWith('/thanks', {
      state: { sentDocument: '/static/abc/report.pdf' },
    });
  });

  it('sends nothing while a field is invalid', async () => {
    renderContactForm();
    await send();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText('The form has not been fully completed')).toBeInTheDocument();
  });

  it.each([
    [new FormSubmissionError('network'), 'there is no connection'],
    [new FormSubmissionError('server', 503), 'our server did not accept it'],
  ])(
    'keeps every value after %s, says so, and sends again on the next submit',
    async (error, text) => {
      submit.mockRejectedValueOnce(error).mockResolvedValueOnce();
      renderContactForm();
      fillIn();
      await send();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@example.org');
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello there');
      expect(track).not.toHaveBeenCalled();
      await send();
      expect(submit).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Sent, thank you');
    },
  );

  it('ignores a second click while the submission is on its way', async () => {
    let arrive: () => void = () => undefined;
    submit.mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)));
    renderContactForm();
    fillIn();
    await send();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await send();
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
