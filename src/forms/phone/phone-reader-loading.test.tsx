/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, PhoneField, SubmitButton, useKitForm } from '../kit';
import { FORM_MESSAGES } from '../config';
import { reportError } from '../../services/monitoring/report-error';

// Counts how often the number reader's module is evaluated, and can make it fail as a chunk
// that cannot be fetched does. Nothing else in this file imports it.
const mockReader = { loads: 0, fail: false };
jest.mock('./phone-number', () => {
  mockReader.loads += 1;
  if (mockReader.fail) throw new Error('Loading chunk failed');
  return jest.requireActual<object>('./phone-number');
});
jest.mock('../../services/monitoring/report-error', () => ({ reportError: jest.fn() }));

interface Contact {
  telephone: string;
}

const Phone = ({ onSubmit }: { onSubmit: (values: Contact) => void }) => {
  const form = useKitForm<Contact>({ defaultValues: { telephone: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <PhoneField<Contact> name="telephone" label="Phone" defaultCountry="gb" detect={false} />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
};

const box = () => screen.getByPlaceholderText('Enter a phone number');

// One test, in order: the module registry keeps the reader once it has loaded.
test('the phone reader loads when the visitor turns to the field, and text typed before is formatted', async () => {
  const onSubmit = jest.fn();
  mockReader.fail = true;
  render(<Phone onSubmit={onSubmit} />);
  await act(async () => undefined);
  expect(mockReader.loads).toBe(0);

  // The fetch fails: the text stays as typed and the form is not stuck; the failure is reported.
  fireEvent.change(box(), { target: { value: '02071838750' } });
  expect(box()).toHaveValue('02071838750');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({ telephone: '02071838750' });
  expect(reportError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'Loading chunk failed' }),
  );
  const failedLoads = mockReader.loads;
  expect(failedLoads).toBeGreaterThan(0);

  // The next sign of intent tries again; the text typed meanwhile is formatted on arrival.
  mockReader.fail = false;
  fireEvent.pointerEnter(box());
  await waitFor(() => expect(box()).toHaveValue('020 7183 8750'));
  expect(mockReader.loads).toBe(failedLoads + 1);

  // The check uses the reader too: a number too short for its country is refused with the spec's message.
  fireEvent.change(box(), { target: { value: '020 7183' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
  expect(await screen.findAllByText(FORM_MESSAGES.invalidPhone)).not.toHaveLength(0);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
