import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import Icon from './icon';
import { fireCancelable, isPlainLeftClick, type CancelableEventHandler } from './events';
import './base.css';
import './link.css';

export interface LinkProps {
  href?: string;
  external?: boolean;
  externalIconAriaLabel?: string;
  target?: string;
  rel?: string;
  variant?: 'primary' | 'secondary' | 'info';
  color?: 'normal' | 'inverted';
  ariaLabel?: string;
  id?: string;
  children?: ReactNode;
  /** Fired on a plain click (and Enter or Space on a link without href); preventDefault keeps the browser from following it. */
  onFollow?: CancelableEventHandler<{ href?: string; external?: boolean; target?: string }>;
}

/**
 * Cloudscape's Link: a native link; without an href, a link-looking button (role button,
 * Enter and Space follow it), as Cloudscape renders it. External links open a new tab
 * with the external icon.
 */
export default function Link({ href, external, externalIconAriaLabel, target, rel, variant = 'secondary', color, ariaLabel, id, children, onFollow }: LinkProps) {
  const anchorTarget = target ?? (external ? '_blank' : undefined);
  const detail = { href, external, target: anchorTarget };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href) {
      event.preventDefault();
      fireCancelable(onFollow, detail);
    } else if (isPlainLeftClick(event)) fireCancelable(onFollow, detail, event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (href || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    fireCancelable(onFollow, detail);
  };
  const className = ['kobo-link', `kobo-link--${variant}`, href ? '' : 'kobo-link--button', color === 'inverted' ? 'kobo-link--inverted' : ''].filter(Boolean).join(' ');
  return (
    <a
      id={id}
      className={className}
      href={href}
      target={anchorTarget}
      rel={rel ?? (anchorTarget === '_blank' ? 'noopener noreferrer' : undefined)}
      role={href ? undefined : 'button'}
      tabIndex={href ? undefined : 0}
      aria-label={ariaLabel}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
      {external && (
        <span className="kobo-link-external">
          <Icon name="external" ariaLabel={externalIconAriaLabel} />
        </span>
      )}
    </a>
  );
}
