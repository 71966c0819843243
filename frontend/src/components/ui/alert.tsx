import type { ReactNode } from 'react';
import Icon from './icon';
import Button from './button';
import './base.css';
import './alert.css';

export interface AlertProps {
  type?: 'info' | 'success' | 'error' | 'warning';
  header?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  buttonText?: ReactNode;
  onButtonClick?: () => void;
  dismissible?: boolean;
  onDismiss?: () => void;
  statusIconAriaLabel?: string;
  dismissAriaLabel?: string;
  visible?: boolean;
}

const ICONS = { info: 'status-info', success: 'status-positive', error: 'status-negative', warning: 'status-warning' } as const;

/** Cloudscape's Alert: a coloured box with the type's icon, an optional bold header, the message and an action; a group, as Cloudscape's. */
export default function Alert({ type = 'info', header, children, action, buttonText, onButtonClick, dismissible, onDismiss, statusIconAriaLabel, dismissAriaLabel, visible = true }: AlertProps) {
  if (!visible) return null;
  const actions = action ?? (buttonText ? <Button formAction="none" onClick={onButtonClick}>{buttonText}</Button> : null);
  return (
    <div className={`kobo-root kobo-alert kobo-alert--${type}`}>
      <div className="kobo-alert-main" role="group">
        <div className="kobo-alert-body">
          <div className="kobo-alert-icon">
            <Icon name={ICONS[type]} ariaLabel={statusIconAriaLabel} />
          </div>
          <div className="kobo-alert-content">
            {header && <div className="kobo-alert-header">{header}</div>}
            {children && <div>{children}</div>}
          </div>
        </div>
        {actions && <div className="kobo-alert-action">{actions}</div>}
      </div>
      {dismissible && (
        <div className="kobo-alert-dismiss">
          <Button variant="icon" iconName="close" formAction="none" ariaLabel={dismissAriaLabel ?? 'Close alert'} onClick={onDismiss} />
        </div>
      )}
    </div>
  );
}
