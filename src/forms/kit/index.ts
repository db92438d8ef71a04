/**
 * The form kit: react-hook-form with the rules of spec section 5, labelled fields, the error
 * summary and the phone input. A page builds a form like this:
 *
 *   const form = useKitForm<Lead>({ defaultValues });
 *   <Form form={form} onSubmit={send} name="lead">
 *     <EmailField<Lead> name="workMail" label="Work email" required workEmail />
 *     <SelectField<Lead> name="companySize" label="Company size" options={COMPANY_SIZE_OPTIONS} />
 *     <PhoneField<Lead> name="telephone" label="Phone" />
 *     <SubmitButton>Send</SubmitButton>
 *   </Form>
 */
import { COUNTRIES } from '../countries';
import { COMPANY_SIZES } from '../config';
import type { SelectOption } from './select-field';

export { Form, useKitForm, type FormProps } from './form';
export { TextField, EmailField, UrlField, TextAreaField, type TextFieldProps } from './text-fields';
export { SelectField, type SelectOption } from './select-field';
export { CheckboxField } from './checkbox-field';
export { PhoneField, type PhoneFieldProps } from '../phone/phone-field';
export { PhoneInput, type PhoneInputProps } from '../phone/phone-input';
export { ErrorSummary } from './error-summary';
export { SubmitButton } from './submit-button';
export type { FieldProps } from './use-field';
export { rules, type Rule } from './rules';
export type { PhoneMode, PhoneValue } from '../phone/phone-number';
export type { PhoneCountry } from '../phone/phone-countries';

/** The company size options of spec section 3, for a SelectField. */
export const COMPANY_SIZE_OPTIONS: readonly SelectOption[] = COMPANY_SIZES;

/** The country list of spec section 3, for a SelectField (values are lowercase codes). */
export const COUNTRY_OPTIONS: readonly SelectOption[] = COUNTRIES.map(({ code, name }) => ({
  value: code,
  label: name,
}));
