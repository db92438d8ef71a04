import {
  COMPANY_SIZE_OPTIONS,
  COUNTRY_OPTIONS,
  CheckboxField,
  EmailField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
  UrlField,
  rules,
} from '../kit';
import { SITE_FORM_LIMITS } from '../config';
import type { ResolvedField } from '../catalogue';

const TEXT_RULES = [rules.maxLength(SITE_FORM_LIMITS.textMax)];
const MESSAGE_RULES = [rules.minLength(), rules.maxLength(SITE_FORM_LIMITS.messageMax)];

/** One field of a site form, drawn with the kit component its kind calls for. */
export const SiteFormField = ({ field }: { field: ResolvedField }) => {
  const { name, label, required, autoComplete } = field;
  const common = { name, label, required };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} autoComplete={autoComplete} rules={TEXT_RULES} />;
    case 'email':
      return <EmailField {...common} rules={TEXT_RULES} />;
    case 'workEmail':
      return <EmailField {...common} workEmail rules={TEXT_RULES} />;
    case 'url':
      return <UrlField {...common} rules={TEXT_RULES} />;
    case 'textarea':
      return <TextAreaField {...common} rules={MESSAGE_RULES} />;
    case 'companySize':
      return <SelectField {...common} options={COMPANY_SIZE_OPTIONS} />;
    case 'country':
      return <SelectField {...common} options={COUNTRY_OPTIONS} autoComplete={autoComplete} />;
    case 'phone':
      return <PhoneField {...common} />;
    case 'consent':
      return <CheckboxField {...common} />;
  }
};
