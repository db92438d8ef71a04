import { renderToString } from 'react-dom/server';
import { EmailField, Form, PhoneField, SubmitButton, useKitForm } from '.';

interface Contact {
  workMail: string;
  telephone: string;
}

const ContactForm = () => {
  const form = useKitForm<Contact>({ defaultValues: { workMail: '', telephone: '' } });
  return (
    <Form form={form} onSubmit={() => undefined} name="contact" method="post">
      <EmailField<Contact> name="workMail" label="Work email" required />
      <PhoneField<Contact> name="telephone" label="Phone" defaultCountry="gb" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
};

describe('a kit form rendered on the server', () => {
  const html = renderToString(<ContactForm />);

  it("carries its fields, named for the static form, with the browser's checks on", () => {
    expect(html).toContain('name="contact"');
    // Without JavaScript the browser refuses to send a required field empty.
    expect(html).not.toMatch(/novalidate/i);
    expect(html).toMatch(/<input[^>]*required=""[^>]*name="workMail"/);
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*name="telephone"/);
  });

  it('shows the labels and the default country, and no error or summary yet', () => {
    expect(html).toContain('Work email');
    expect(html).toContain('+44');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-invalid="true"');
    expect(html).not.toContain('role="listbox"');
  });
});
