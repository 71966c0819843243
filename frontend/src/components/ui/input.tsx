import { useRef, type ChangeEvent, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import Icon from './icon';
import Button from './button';
import { useFieldControl } from './field-control';
import { fireCancelable, type CancelableEventHandler } from './events';
import './base.css';
import './input.css';

export interface KeyDetail {
  key: string;
  keyCode: number;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing: boolean;
}

/** What a handler of onFocus or onBlur gets: Cloudscape's `{ detail: null }`, with the native event's target. */
export interface FocusChangeEvent {
  detail: null;
  target: EventTarget | null;
}

export interface InputProps {
  value: string;
  onChange?: (event: { detail: { value: string } }) => void;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  /** true: 'on'; false: 'off'; a string: that autocomplete token. */
  autoComplete?: boolean | string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  warning?: boolean;
  step?: number | 'any';
  name?: string;
  controlId?: string;
  ariaLabel?: string;
  ariaLabelledby?: string;
  ariaDescribedby?: string;
  ariaRequired?: boolean;
  autoFocus?: boolean;
  spellcheck?: boolean;
  disableBrowserAutocorrect?: boolean;
  clearAriaLabel?: string;
  onBlur?: (event: FocusChangeEvent) => void;
  onFocus?: (event: FocusChangeEvent) => void;
  onKeyDown?: CancelableEventHandler<KeyDetail>;
  onKeyUp?: CancelableEventHandler<KeyDetail>;
  ref?: Ref<HTMLInputElement>;
}

// Cloudscape's own names for the types, so call sites can keep writing InputProps.Type.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace InputProps {
  type Type = 'text' | 'password' | 'search' | 'number' | 'email' | 'url' | 'tel';
  type InputMode = 'none' | 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url';
}

export const keyDetail = (e: KeyboardEvent): KeyDetail => ({
  key: e.key,
  keyCode: e.keyCode,
  ctrlKey: e.ctrlKey,
  shiftKey: e.shiftKey,
  altKey: e.altKey,
  metaKey: e.metaKey,
  isComposing: e.nativeEvent.isComposing,
});

/**
 * Cloudscape's Input as a native <input>: what is typed lives in the element itself, so
 * a value typed into a prerendered page before the app runs is there for the handover.
 * Its id, description and error state come from the FormField around it.
 */
/** What Input and Textarea share of their Cloudscape props. */
interface TextControlProps<E extends HTMLInputElement | HTMLTextAreaElement> {
  onChange?: (event: { detail: { value: string } }) => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  autoComplete?: boolean | string;
  spellcheck?: boolean;
  disableBrowserAutocorrect?: boolean;
  ariaRequired?: boolean;
  onBlur?: (event: FocusChangeEvent) => void;
  onFocus?: (event: FocusChangeEvent) => void;
  onKeyDown?: CancelableEventHandler<KeyDetail>;
  /** Only to tie the element type; never read. */
  ref?: Ref<E>;
}

/**
 * The native attributes and handlers an Input or a Textarea renders from its props and
 * its field (useFieldControl): the field's id and names, autocomplete and autocorrect,
 * and Cloudscape's event details on change, blur, focus and keydown.
 */
export function textControlProps<E extends HTMLInputElement | HTMLTextAreaElement>(props: TextControlProps<E>, field: ReturnType<typeof useFieldControl>) {
  const { autoComplete = true, disableBrowserAutocorrect } = props;
  const focusEvent = (e: FocusEvent<E>): FocusChangeEvent => ({ detail: null, target: e.target });
  return {
    id: field.id,
    name: props.name,
    placeholder: props.placeholder,
    disabled: props.disabled,
    readOnly: props.readOnly,
    autoFocus: props.autoFocus,
    autoComplete: autoComplete === true ? 'on' : autoComplete === false ? 'off' : autoComplete,
    spellCheck: props.spellcheck,
    autoCorrect: disableBrowserAutocorrect ? 'off' : undefined,
    autoCapitalize: disableBrowserAutocorrect ? 'off' : undefined,
    'aria-label': field['aria-label'],
    'aria-labelledby': field['aria-labelledby'],
    'aria-describedby': field['aria-describedby'],
    'aria-invalid': field['aria-invalid'],
    'aria-required': props.ariaRequired || undefined,
    onChange: (e: ChangeEvent<E>) => props.onChange?.({ detail: { value: e.target.value } }),
    onBlur: props.onBlur && ((e: FocusEvent<E>) => props.onBlur!(focusEvent(e))),
    onFocus: props.onFocus && ((e: FocusEvent<E>) => props.onFocus!(focusEvent(e))),
    onKeyDown: props.onKeyDown && ((e: KeyboardEvent<E>) => fireCancelable(props.onKeyDown, keyDetail(e), e)),
  };
}

export default function Input(props: InputProps) {
  const { value, onChange, type = 'text', invalid, warning, ref } = props;
  const field = useFieldControl({ controlId: props.controlId, ariaLabel: props.ariaLabel, ariaLabelledby: props.ariaLabelledby, ariaDescribedby: props.ariaDescribedby, invalid });
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const className = ['kobo-input', field.invalid ? 'kobo-input--invalid' : warning || field.warning ? 'kobo-input--warning' : ''].filter(Boolean).join(' ');
  return (
    <div className="kobo-root kobo-input-wrap">
      {type === 'search' && (
        <span className="kobo-input-search-icon">
          <Icon name="search" />
        </span>
      )}
      <input
        ref={setRef}
        {...textControlProps(props, field)}
        className={className}
        type={type}
        value={value}
        inputMode={props.inputMode}
        step={props.step}
        onKeyUp={props.onKeyUp && ((e) => fireCancelable(props.onKeyUp, keyDetail(e), e))}
      />
      {type === 'search' && value && !props.disabled && !props.readOnly && (
        <span className="kobo-input-clear">
          <Button
            variant="icon"
            iconName="close"
            formAction="none"
            ariaLabel={props.clearAriaLabel}
            onClick={() => {
              onChange?.({ detail: { value: '' } });
              own.current?.focus();
            }}
          />
        </span>
      )}
    </div>
  );
}
