import type { ReactNode } from 'react';
import Icon from './icon';
import Spinner from './spinner';
import './base.css';
import './status-indicator.css';

export interface StatusIndicatorProps {
  type?: 'error' | 'warning' | 'success' | 'info' | 'stopped' | 'pending' | 'in-progress' | 'loading';
  iconAriaLabel?: string;
  wrapText?: boolean;
  children?: ReactNode;
}

const ICONS = {
  error: 'status-negative',
  warning: 'status-warning',
  success: 'status-positive',
  info: 'status-info',
  stopped: 'status-stopped',
  pending: 'status-pending',
  'in-progress': 'status-in-progress',
} as const;

/** Cloudscape's StatusIndicator: the type's icon (a spinner while loading) and its text, in the type's colour. */
export default function StatusIndicator({ type = 'success', iconAriaLabel, wrapText = true, children }: StatusIndicatorProps) {
  return (
    <span className={`kobo-root kobo-status kobo-status--${type}${wrapText ? '' : ' kobo-status--nowrap'}`}>
      <span className="kobo-status-icon">{type === 'loading' ? <Spinner /> : <Icon name={ICONS[type]} ariaLabel={iconAriaLabel} />}</span>
      {children && <span>{children}</span>}
    </span>
  );
}
