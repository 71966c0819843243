import './spinner.css';

export interface SpinnerProps {
  size?: 'normal' | 'big' | 'large';
  variant?: 'normal' | 'disabled' | 'inverted';
}

/** Cloudscape's Spinner, drawn in CSS in the current text colour; like Cloudscape's, it says nothing to screen readers. */
export default function Spinner({ size = 'normal', variant = 'normal' }: SpinnerProps) {
  return (
    <span className={`kobo-spinner kobo-spinner--${size}${variant === 'normal' ? '' : ` kobo-spinner--${variant}`}`}>
      <span className="kobo-spinner-half kobo-spinner-half--left" />
      <span className="kobo-spinner-half kobo-spinner-half--right" />
    </span>
  );
}
