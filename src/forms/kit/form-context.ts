/**
 * What a `Form` tells its fields and its error summary: its id (field ids derive from it) and
 * the registry of fields, in document order, with the labels the summary links show.
 */
import { createContext, useContext } from 'react';

export interface RegisteredField {
  /** The react-hook-form field name. */
  name: string;
  label: string;
  /** Id of the element that takes focus for the field (the label points to it). */
  id: string;
}

export interface FormKit {
  formId: string;
  fields: readonly RegisteredField[];
  /** Adds a field; answers the function that removes it. */
  registerField: (field: RegisteredField) => () => void;
}

export const FormKitContext = createContext<FormKit | null>(null);

export const useFormKitContext = (): FormKit => {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('Form fields must be rendered inside <Form>');
  return kit;
};

/** Sorts fields by where their elements stand in the document (unmounted ones last). */
export const inDocumentOrder = (fields: readonly RegisteredField[]): RegisteredField[] =>
  [...fields].sort((a, b) => {
    const first = document.getElementById(a.id);
    const second = document.getElementById(b.id);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
