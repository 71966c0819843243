import { useEffect, useId, useRef, useContext, type ReactNode, type Ref } from 'react';
import { FieldControlContext } from './field-control';
import './base.css';
import './checkbox.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (event: { detail: { checked: boolean; indeterminate: false } }) => void;
  indeterminate?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  description?: ReactNode;
  controlId?: string;
  name?: string;
  ariaLabel?: string;
  ariaRequired?: boolean;
  ariaControls?: string;
  /** Not Cloudscape's: shown under the box, like a FormField's errorText, and read with the box. */
  errorText?: string | null;
  ref?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

/**
 * Cloudscape's Checkbox as a native, styled checkbox labelled by its text (and described by
 * its description and a FormField's texts around it).
 */
export default function Checkbox({ checked, onChange, indeterminate, disabled, readOnly, description, controlId, name, ariaLabel, ariaRequired, ariaControls, errorText, ref, children }: CheckboxProps) {
  const field = useContext(FieldControlContext);
  const generated = useId();
  const id = controlId ?? generated;
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const describedby = [field.ariaDescribedby, description ? `${id}-description` : undefined, errorText ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`kobo-root kobo-choice-root${disabled ? ' kobo-choice--disabled' : ''}`}>
      <div className="kobo-choice">
        <label className="kobo-choice-label" htmlFor={id}>
          <input
            ref={setRef}
            id={id}
            type="checkbox"
            className="kobo-choice-input"
            checked={checked}
            name={name}
            onChange={(e) => {
              if (readOnly) return;
              onChange({ detail: { checked: e.target.checked, indeterminate: false } });
            }}
            aria-label={ariaLabel}
            aria-required={ariaRequired || undefined}
            aria-controls={ariaControls}
            aria-invalid={errorText || field.invalid ? true : undefined}
            aria-describedby={describedby}
            aria-readonly={readOnly || undefined}
            disabled={disabled}
          />
          {(children || description) && (
            <span className="kobo-choice-text">
              {children && <span>{children}</span>}
              {description && (
                <span id={`${id}-description`} className="kobo-choice-description">
                  {description}
                </span>
              )}
            </span>
          )}
        </label>
      </div>
      {errorText && (
        <p id={`${id}-error`} className="kobo-choice-error">
          {errorText}
        </p>
      )}
    </div>
  );
}
