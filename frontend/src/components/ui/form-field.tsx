import { useId, type ReactNode } from 'react';
import Icon from './icon';
import { FieldControlContext } from './field-control';
import './base.css';
import './form-field.css';

export interface FormFieldProps {
  label?: ReactNode;
  info?: ReactNode;
  description?: ReactNode;
  constraintText?: ReactNode;
  errorText?: ReactNode;
  warningText?: ReactNode;
  secondaryControl?: ReactNode;
  stretch?: boolean;
  /** The control's id (the label's `for`); made up when not given. */
  controlId?: string;
  id?: string;
  children?: ReactNode;
  i18nStrings?: { errorIconAriaLabel?: string; warningIconAriaLabel?: string };
}

/**
 * Cloudscape's FormField: a <label for> its control, the description, the control (with
 * an optional second one beside it), then the error (or warning) with its icon and the
 * constraint. The control learns its id, what describes it and whether it is in error
 * from FieldControlContext (useFieldControl), as Cloudscape's controls do from theirs.
 */
export default function FormField({ label, info, description, constraintText, errorText, warningText, secondaryControl, stretch, controlId, id, children, i18nStrings }: FormFieldProps) {
  const generated = useId();
  const base = `${generated}-field`;
  const control = controlId ?? `${base}-control`;
  const warning = !errorText && warningText ? warningText : undefined;
  const ids = {
    label: `${base}-label`,
    description: `${base}-description`,
    constraint: `${base}-constraint`,
    error: `${base}-error`,
    warning: `${base}-warning`,
  };
  const describedby = [errorText && ids.error, warning && ids.warning, description && ids.description, constraintText && ids.constraint].filter(Boolean).join(' ') || undefined;
  const message = errorText ?? warning;
  return (
    <div id={id} className="kobo-root kobo-form-field">
      {(label || info) && (
        <div>
          {label && (
            <label id={ids.label} htmlFor={control} className="kobo-ff-label">
              {label}
            </label>
          )}
          {info && <span className="kobo-ff-info">{info}</span>}
        </div>
      )}
      {description && (
        <div id={ids.description} className="kobo-ff-description">
          {description}
        </div>
      )}
      <div className={label || description ? 'kobo-ff-controls--below' : undefined}>
        <div className="kobo-ff-grid">
          <div className={stretch ? 'kobo-ff-control kobo-ff-control--stretch' : 'kobo-ff-control'}>
            <FieldControlContext.Provider value={{ controlId: control, ariaDescribedby: describedby, ariaLabelledby: label ? ids.label : undefined, invalid: Boolean(errorText), warning: Boolean(warning) }}>
              <div>{children}</div>
            </FieldControlContext.Provider>
          </div>
          {secondaryControl && (
            <div className="kobo-ff-secondary">
              <div>{secondaryControl}</div>
            </div>
          )}
        </div>
      </div>
      {(message || constraintText) && (
        <div className="kobo-ff-hints">
          {message && (
            <div id={errorText ? ids.error : ids.warning} className={`kobo-ff-message ${errorText ? 'kobo-ff-error' : 'kobo-ff-warning'}`}>
              <Icon
                name={errorText ? 'status-negative' : 'status-warning'}
                size="small"
                ariaLabel={errorText ? i18nStrings?.errorIconAriaLabel : i18nStrings?.warningIconAriaLabel}
              />
              <span className="kobo-ff-message-text">{message}</span>
            </div>
          )}
          {constraintText && (
            <div id={ids.constraint} className="kobo-ff-constraint">
              {constraintText}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
