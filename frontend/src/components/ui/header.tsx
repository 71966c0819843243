import type { ReactNode } from 'react';
import './base.css';
import './header.css';

export interface HeaderProps {
  variant?: 'h1' | 'h2' | 'h3';
  headingTagOverride?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
  counter?: string;
  description?: ReactNode;
  actions?: ReactNode;
  info?: ReactNode;
  children?: ReactNode;
}

/**
 * Cloudscape's Header: the heading (with a counter and an info link), the actions at the
 * end of the row (below it when they do not fit), and the description under it.
 */
export default function Header({ variant = 'h2', headingTagOverride, counter, description, actions, info, children }: HeaderProps) {
  const Heading = headingTagOverride ?? variant;
  return (
    <div className={`kobo-root kobo-header kobo-header--${variant}`}>
      <div className="kobo-header-main">
        <div className="kobo-header-title">
          {/* Like Cloudscape's, the page heading can take focus from a script but is not a tab stop. */}
          <Heading className="kobo-heading" tabIndex={variant === 'h1' ? -1 : undefined}>
            <span>{children}</span>
            {counter && <span className="kobo-header-counter"> {counter}</span>}
          </Heading>
          {info && <span className="kobo-header-info">{info}</span>}
        </div>
        {actions && <div className="kobo-header-actions">{actions}</div>}
      </div>
      {description && <p className="kobo-header-description">{description}</p>}
    </div>
  );
}
