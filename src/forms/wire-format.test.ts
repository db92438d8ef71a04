import { decodeSubmission, encodeSubmission } from './wire-format';

describe('encodeSubmission and decodeSubmission', () => {
  it('encode the form name first, then each field, and decode them back', () => {
    const fields = { firstName: 'Zoë', note: 'a&b=c\nd', empty: '' };
    const body = encodeSubmission('contact', fields);
    expect(body.startsWith('form-name=contact&firstName=Zo%C3%AB&')).toBe(true);
    expect(decodeSubmission(body)).toEqual({ formName: 'contact', fields });
  });

  it('drop a body without a form name, or with the honeypot filled in', () => {
    expect(decodeSubmission('firstName=Ada')).toBeUndefined();
    expect(decodeSubmission('form-name=&firstName=Ada')).toBeUndefined();
    expect(decodeSubmission('form-name=contact&bot-field=spam&firstName=Ada')).toBeUndefined();
    // Netlify drops a submission whose honeypot is filled in any of its copies.
    expect(decodeSubmission('form-name=contact&bot-field=&bot-field=spam')).toBeUndefined();
  });

  it('leave an empty honeypot out of the fields', () => {
    expect(decodeSubmission('form-name=contact&bot-field=&firstName=Ada')).toEqual({
      formName: 'contact',
      fields: { firstName: 'Ada' },
    });
  });
});
