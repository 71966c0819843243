import { createContext, useContext, useId } from 'react';

/**
 * What a FormField tells the control inside it, as Cloudscape's FormField does
 * through its context: the control's id (the label's `for`), the ids of the
 * description, constraint and error texts, and whether the field is in error.
 * Every light control (Input, Textarea, Select, DatePicker, ...) reads it with
 * useFieldControl, so a field's label names its control and its error is read with it.
 */
export interface FieldControl {
  controlId?: string;
  ariaDescribedby?: string;
  ariaLabelledby?: string;
  invalid?: boolean;
  /** The field shows a warning (FormField's warningText): the control is drawn in the warning colours. */
  warning?: boolean;
}

export const FieldControlContext = createContext<FieldControl>({});

/** The control's own props win over the field's; an id is made when neither gives one. */
export function useFieldControl(own: FieldControl & { ariaLabel?: string } = {}) {
  const field = useContext(FieldControlContext);
  const generated = useId();
  const describedby = [field.ariaDescribedby, own.ariaDescribedby].filter(Boolean).join(' ') || undefined;
  return {
    id: own.controlId ?? field.controlId ?? generated,
    'aria-describedby': describedby,
    'aria-labelledby': own.ariaLabel ? undefined : (own.ariaLabelledby ?? field.ariaLabelledby),
    'aria-label': own.ariaLabel,
    'aria-invalid': own.invalid || field.invalid ? true : undefined,
    invalid: Boolean(own.invalid || field.invalid),
    warning: Boolean(field.warning),
  };
}
