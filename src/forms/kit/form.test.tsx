/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import {
  COMPANY_SIZE_OPTIONS,
  COUNTRY_OPTIONS,
  CheckboxField,
  EmailField,
  Form,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  UrlField,
  rules,
  useKitForm,
} from '.';

interface Lead {
  firstName: string;
  workMail: string;
  website: string;
  companySize: string;
  companyLocation: string;
  message: string;
  consent: boolean;
}

const EMPTY: Lead = {
  firstName: '',
  workMail: '',
  website: '',
  companySize: '',
  companyLocation: '',
  message: '',
  consent: false,
};

const LeadForm = ({ onSubmit = () => undefined }: { onSubmit?: (values: Lead) => void }) => {
  const form = useKitForm<Lead>({ defaultValues: EMPTY });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Lead">
      <TextField<Lead> name="firstName" label="First name" hint="As on your ID" required />
      <EmailField<Lead> name="workMail" label="Work email" required workEmail />
      <UrlField<Lead> name="website" label="Company website" />
      <SelectField<Lead>
        name="companySize"
        label="Company size"
        options={COMPANY_SIZE_OPTIONS}
        required
      />
      <SelectField<Lead>
        name="companyLocation"
        label="Company location"
        options={COUNTRY_OPTIONS}
      />
      <TextAreaField<Lead>
        name="message"
        label="Message"
        rules={[rules.minLength(), rules.maxLength(20)]}
      />
      <CheckboxField<Lead> name="consent" label="You may contact me by e-mail" required />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
};

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
};

const type = async (label: string, value: string) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  });
};

const fillValid = async () => {
  await type('First name', 'Ada');
  await type('Work email', 'ada@acme.io');
  await type('Company size', 'up_to_50');
  await act(async () => {
    fireEvent.click(screen.getByRole('checkbox', { name: /You may contact me/ }));
  });
};

const messageOf = (label: string) => {
  const control = screen.getByLabelText(label, { exact: false });
  return document.getElementById(`${control.id}-error`)?.textContent;
};

describe('the form kit', () => {
  it("turns the browser's checks off once its code runs, leaving `required` on the fields", () => {
    render(<LeadForm />);
    expect(screen.getByRole('form', { name: 'Lead' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeRequired();
  });

  describe('labels and descriptions', () => {
    it('labels every control with a visible label', () => {
      render(<LeadForm />);
      expect(screen.getByRole('textbox', { name: /^First name/ })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Work email/ })).toHaveAttribute('type', 'email');
      expect(screen.getByRole('textbox', { name: 'Company website' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Company size/ })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: /You may contact me/ })).toBeInTheDocument();
      for (const label of document.querySelectorAll('label')) {
        expect(label).toBeVisible();
        expect(document.getElementById(label.htmlFor)).not.toBeNull();
      }
    });

    it('marks required controls for assistive technology', () => {
      render(<LeadForm />);
      expect(screen.getByLabelText('First name', { exact: false })).toHaveAttribute(
        'aria-required',
        'true',
      );
      expect(screen.getByLabelText('Company website')).not.toHaveAttribute('aria-required');
    });

    it('describes a control by its hint', () => {
      render(<LeadForm />);
      expect(screen.getByLabelText('First name', { exact: false })).toHaveAccessibleDescription(
        'As on your ID',
      );
    });

    it('offers the company sizes of the spec, after an empty placeholder', () => {
      render(<LeadForm />);
      const select = screen.getByLabelText('Company size', { exact: false });
      const options = within(select).getAllByRole('option');
      expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
        ['', 'Please select'],
        ['one', "It's just me"],
        ['up_to_10', '2-10'],
        ['up_to_50', '11-50'],
        ['up_to_200', '51-200'],
        ['up_to_500', '201-500'],
        ['up_to_1000', '501-1000'],
        ['over_1000', '> 1000'],
      ]);
    });

    it('offers the 250 countries, Kosovo included, by lowercase code', () => {
      render(<LeadForm />);
      const select = screen.getByLabelText('Company location');
      expect(within(select).getAllByRole('option')).toHaveLength(251);
      expect(within(select).getByRole('option', { name: 'Kosovo' })).toHaveAttribute('value', 'xk');
    });
  });

  describe('a submit with errors', () => {
    it('shows the error summary with a link to each invalid field, in page order', async () => {
      const onSubmit = jest.fn();
      render(<LeadForm onSubmit={onSubmit} />);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await submit();
      expect(onSubmit).not.toHaveBeenCalled();
      const summary = screen.getByRole('alert', { name: 'The form has not been fully completed' });
      const links = within(summary).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'First name: Field is required',
        'Work email: Field is required',
        'Company size: Field is required',
        'You may contact me by e-mail: Field is required',
      ]);
      expect(links[0]).toHaveAttribute(
        'href',
        `#${screen.getByLabelText('First name', { exact: false }).id}`,
      );
    });

    it('moves focus to the first invalid field', async () => {
      render(<LeadForm />);
      await submit();
      expect(screen.getByLabelText('First name', { exact: false })).toHaveFocus();
      await type('First name', 'Ada');
      await submit();
      expect(screen.getByLabelText('Work email', { exact: false })).toHaveFocus();
    });

    it('marks each invalid control and ties its message to it', async () => {
      render(<LeadForm />);
      await submit();
      const email = screen.getByLabelText('Work email', { exact: false });
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Field is required');
      const name = screen.getByLabelText('First name', { exact: false });
      expect(name).toHaveAccessibleDescription('As on your ID Field is required');
      expect(screen.getByLabelText('Company website')).toHaveAttribute('aria-invalid', 'false');
      expect(screen.getByLabelText('Company website')).not.toHaveAttribute('aria-describedby');
    });

    it('fills the line kept under the field: nothing is added, so nothing moves', async () => {
      render(<LeadForm />);
      const email = screen.getByLabelText('Work email', { exact: false });
      const slot = document.getElementById(`${email.id}-error`);
      const field = slot?.parentElement;
      const before = field ? [...field.children] : [];
      expect(slot).toBeEmptyDOMElement();
      await submit();
      expect(document.getElementById(`${email.id}-error`)).toBe(slot);
      expect(slot).toHaveTextContent('Field is required');
      expect(field ? [...field.children] : []).toEqual(before);
    });

    it('moves to a field from its summary link', async () => {
      render(<LeadForm />);
      await submit();
      fireEvent.click(screen.getByRole('link', { name: 'Company size: Field is required' }));
      expect(screen.getByLabelText('Company size', { exact: false })).toHaveFocus();
    });

    it('updates the summary and messages as fields are corrected, then removes it', async () => {
      render(<LeadForm />);
      await submit();
      await type('First name', 'Ada');
      expect(messageOf('First name')).toBe('');
      expect(
        screen.queryByRole('link', { name: 'First name: Field is required' }),
      ).not.toBeInTheDocument();
      await fillValid();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('the rules and their messages', () => {
    it.each([
      ['Work email', 'nope', 'Invalid mail'],
      ['Work email', 'Ada@GMAIL.com', 'We recommend using your work email'],
      ['Company website', 'not a site', 'Invalid url'],
      ['Message', '<b>abc</b>', 'Must contain at least 4 characters.'],
      ['Message', 'x'.repeat(21), 'Cannot exceed 20 characters'],
    ])('%s "%s" shows "%s"', async (label, value, message) => {
      render(<LeadForm />);
      await type(label, value);
      await submit();
      expect(messageOf(label)).toBe(message);
      expect(screen.getByRole('link', { name: `${label}: ${message}` })).toBeInTheDocument();
    });

    it('accepts a website without a scheme', async () => {
      render(<LeadForm />);
      await type('Company website', 'acme.io');
      await submit();
      expect(messageOf('Company website')).toBe('');
    });
  });

  describe('a valid submit', () => {
    it('hands the values over, with no summary', async () => {
      const onSubmit = jest.fn();
      render(<LeadForm onSubmit={onSubmit} />);
      await fillValid();
      await type('Message', 'Hello there');
      await submit();
      expect(onSubmit).toHaveBeenCalledWith(
        {
          ...EMPTY,
          firstName: 'Ada',
          workMail: 'ada@acme.io',
          companySize: 'up_to_50',
          message: 'Hello there',
          consent: true,
        },
        expect.anything(),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('marks the button busy while the submission runs, and ignores clicks', async () => {
      let finish: () => void = () => undefined;
      const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      render(<LeadForm onSubmit={onSubmit} />);
      await fillValid();
      await submit();
      const button = screen.getByRole('button', { name: 'Send' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await submit();
      expect(onSubmit).toHaveBeenCalledTimes(1);
      await act(async () => finish());
      expect(button).not.toHaveAttribute('aria-disabled');
    });
  });

  it('focuses the first invalid field in page order, not in the order fields appeared', async () => {
    interface Later {
      early: string;
      late: string;
    }
    const Growing = () => {
      const form = useKitForm<Later>({ defaultValues: { early: '', late: '' } });
      const [more, setMore] = useState(false);
      return (
        <Form form={form} onSubmit={() => undefined}>
          {more && <TextField<Later> name="late" label="Added on top" required />}
          <TextField<Later> name="early" label="There from the start" required />
          <button type="button" onClick={() => setMore(true)}>
            More
          </button>
          <SubmitButton>Send</SubmitButton>
        </Form>
      );
    };
    render(<Growing />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await submit();
    expect(screen.getByLabelText('Added on top', { exact: false })).toHaveFocus();
    expect(within(screen.getByRole('alert')).getAllByRole('link')[0]).toHaveTextContent(
      'Added on top',
    );
  });
});
