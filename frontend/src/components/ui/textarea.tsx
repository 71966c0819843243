import type { Ref } from 'react';
import { useFieldControl } from './field-control';
import type { CancelableEventHandler } from './events';
import { textControlProps, type FocusChangeEvent, type KeyDetail } from './input';
import './base.css';
import './input.css';

export interface TextareaProps {
  value: string;
  onChange?: (event: { detail: { value: string } }) => void;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  warning?: boolean;
  name?: string;
  controlId?: string;
  ariaLabel?: string;
  ariaLabelledby?: string;
  ariaDescribedby?: string;
  ariaRequired?: boolean;
  autoFocus?: boolean;
  autoComplete?: boolean | string;
  spellcheck?: boolean;
  disableBrowserAutocorrect?: boolean;
  onBlur?: (event: FocusChangeEvent) => void;
  onFocus?: (event: FocusChangeEvent) => void;
  onKeyDown?: CancelableEventHandler<KeyDetail>;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Cloudscape's Textarea as a native <textarea>, styled like the Input. */
export default function Textarea(props: TextareaProps) {
  const { rows = 3 } = props;
  const field = useFieldControl({ controlId: props.controlId, ariaLabel: props.ariaLabel, ariaLabelledby: props.ariaLabelledby, ariaDescribedby: props.ariaDescribedby, invalid: props.invalid });
  return (
    <textarea
      ref={props.ref}
      {...textControlProps(props, field)}
      className={`kobo-root kobo-input${field.invalid ? ' kobo-input--invalid' : props.warning || field.warning ? ' kobo-input--warning' : ''}`}
      rows={rows}
      value={props.value}
    />
  );
}
