import type { ReactNode } from 'react';
import Alert from './alert';
import './base.css';
import './form.css';

export interface FormProps {
  header?: ReactNode;
  actions?: ReactNode;
  secondaryActions?: ReactNode;
  errorText?: ReactNode;
  errorIconAriaLabel?: string;
  variant?: 'full-page' | 'embedded';
  id?: string;
  children?: ReactNode;
}

/**
 * Cloudscape's Form: the page's header, the content, an error alert, then the actions
 * at the end of the row (the secondary ones at its start), wrapping on a narrow screen.
 * Like Cloudscape's, it draws no <form>: the page puts one around it.
 */
export default function Form({ header, actions, secondaryActions, errorText, errorIconAriaLabel, id, children }: FormProps) {
  return (
    <div id={id} className="kobo-root kobo-form">
      {header && <div className="kobo-form-header">{header}</div>}
      {children && <div>{children}</div>}
      {errorText && (
        <div className="kobo-form-error">
          <Alert type="error" statusIconAriaLabel={errorIconAriaLabel}>
            {errorText}
          </Alert>
        </div>
      )}
      {(actions || secondaryActions) && (
        <div className="kobo-form-footer">
          <div className="kobo-form-actions">
            {actions && <div>{actions}</div>}
            {secondaryActions && <div>{secondaryActions}</div>}
          </div>
        </div>
      )}
    </div>
  );
}
