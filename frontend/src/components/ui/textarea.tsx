import type { FocusEvent, Ref } from 'react';
import { useFieldControl } from './field-control';
import { fireCancelable, type CancelableEventHandler } from './events';
import { keyDetail, type FocusChangeEvent, type KeyDetail } from './input';
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
  const { rows = 3, autoComplete = true, disableBrowserAutocorrect } = props;
  const field = useFieldControl({ controlId: props.controlId, ariaLabel: props.ariaLabel, ariaLabelledby: props.ariaLabelledby, ariaDescribedby: props.ariaDescribedby, invalid: props.invalid });
  const focusEvent = (e: FocusEvent<HTMLTextAreaElement>): FocusChangeEvent => ({ detail: null, target: e.target });
  return (
    <textarea
      ref={props.ref}
      id={field.id}
      className={`kobo-root kobo-input${field.invalid ? ' kobo-input--invalid' : props.warning || field.warning ? ' kobo-input--warning' : ''}`}
      rows={rows}
      value={props.value}
      name={props.name}
      placeholder={props.placeholder}
      disabled={props.disabled}
      readOnly={props.readOnly}
      autoFocus={props.autoFocus}
      autoComplete={autoComplete === true ? 'on' : autoComplete === false ? 'off' : autoComplete}
      spellCheck={props.spellcheck}
      autoCorrect={disableBrowserAutocorrect ? 'off' : undefined}
      autoCapitalize={disableBrowserAutocorrect ? 'off' : undefined}
      aria-label={field['aria-label']}
      aria-labelledby={field['aria-labelledby']}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field['aria-invalid']}
      aria-required={props.ariaRequired || undefined}
      onChange={(e) => props.onChange?.({ detail: { value: e.target.value } })}
      onBlur={props.onBlur && ((e) => props.onBlur!(focusEvent(e)))}
      onFocus={props.onFocus && ((e) => props.onFocus!(focusEvent(e)))}
      onKeyDown={props.onKeyDown && ((e) => fireCancelable(props.onKeyDown, keyDetail(e), e))}
    />
  );
}
