import { useId, type ReactNode } from 'react';
import StatusIndicator from './status-indicator';
import './base.css';
import './progress-bar.css';

export interface ProgressBarProps {
  value?: number;
  status?: 'in-progress' | 'success' | 'error';
  label?: ReactNode;
  description?: ReactNode;
  additionalInfo?: ReactNode;
  resultText?: ReactNode;
  ariaLabel?: string;
}

/**
 * Cloudscape's ProgressBar: a native <progress> named by its label (or ariaLabel) with the
 * percentage beside it; once the status is success or error, the result text instead.
 */
export default function ProgressBar({ value = 0, status = 'in-progress', label, description, additionalInfo, resultText, ariaLabel }: ProgressBarProps) {
  const id = useId();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="kobo-root kobo-progress-bar">
      {label && <div id={`${id}-label`}>{label}</div>}
      {description && (
        <small id={`${id}-description`} className="kobo-progress-description">
          {description}
        </small>
      )}
      <div>
        {status === 'in-progress' ? (
          <div className="kobo-progress-row">
            <progress
              className="kobo-progress"
              max={100}
              value={percent}
              aria-label={ariaLabel}
              aria-labelledby={ariaLabel ? undefined : label ? `${id}-label` : undefined}
              aria-describedby={description ? `${id}-description` : undefined}
            />
            <span className="kobo-progress-percent" aria-hidden="true">
              {percent}%
            </span>
          </div>
        ) : (
          <span aria-live="polite">
            <StatusIndicator type={status === 'success' ? 'success' : 'error'}>{resultText}</StatusIndicator>
          </span>
        )}
      </div>
      {additionalInfo && <div className="kobo-progress-info">{additionalInfo}</div>}
    </div>
  );
}
