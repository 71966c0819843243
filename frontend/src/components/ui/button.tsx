import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import Icon, { type IconName } from './icon';
import './base.css';
import './spinner.css';
import { clickDetail, fireCancelable, isPlainLeftClick, type CancelableEventHandler, type ClickDetail } from './events';
import './button.css';

export interface ButtonProps {
  children?: ReactNode;
  variant?: 'normal' | 'primary' | 'link' | 'icon' | 'inline-icon' | 'inline-link';
  /** 'submit' (Cloudscape's default) makes a submit button; 'none' a plain one. */
  formAction?: 'submit' | 'none';
  href?: string;
  target?: string;
  rel?: string;
  download?: boolean | string;
  iconName?: IconName;
  iconAlign?: 'left' | 'right';
  iconAlt?: string;
  loading?: boolean;
  loadingText?: string;
  disabled?: boolean;
  /** Why the button is disabled: it stays focusable and says so (a tooltip, and its description). */
  disabledReason?: string;
  fullWidth?: boolean;
  wrapText?: boolean;
  ariaLabel?: string;
  ariaDescribedby?: string;
  ariaControls?: string;
  ariaExpanded?: boolean;
  id?: string;
  form?: string;
  onClick?: CancelableEventHandler<ClickDetail>;
  onFollow?: CancelableEventHandler<{ href?: string; target?: string }>;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/**
 * Cloudscape's Button: a native <button> (a submit button unless formAction is 'none'),
 * or a link when it has an href. Busy (loading) and disabled-with-a-reason buttons stay
 * focusable and are marked aria-disabled, as Cloudscape's are; their clicks do nothing.
 */
export default function Button(props: ButtonProps) {
  const { children, variant = 'normal', formAction = 'submit', href, target, iconName, iconAlign = 'left', loading, loadingText, disabled, disabledReason, fullWidth, wrapText = true, ref } = props;
  const reasonId = useId();
  const inactive = Boolean(disabled || loading);
  // Cloudscape keeps these focusable: a busy button, and a disabled one that can say why.
  const ariaDisabled = loading || (disabled && disabledReason) ? true : undefined;
  const nativeDisabled = disabled && !disabledReason && !loading && !href;
  const iconOnly = variant === 'icon' || variant === 'inline-icon' || !children;
  const iconClass = `kobo-button-icon${iconOnly ? ' kobo-button-icon--only' : iconAlign === 'right' ? ' kobo-button-icon--right' : ''}`;
  const icon = loading ? (
    <span className={`kobo-spinner kobo-spinner--normal ${iconClass}`}>
      <span className="kobo-spinner-half kobo-spinner-half--left" />
      <span className="kobo-spinner-half kobo-spinner-half--right" />
    </span>
  ) : iconName ? (
    <span className={iconClass}>
      <Icon name={iconName} ariaLabel={props.iconAlt} />
    </span>
  ) : null;
  const text = children && variant !== 'icon' && variant !== 'inline-icon' ? <span>{children}</span> : null;
  const content = iconAlign === 'right' ? (
    <>
      {text}
      {icon}
    </>
  ) : (
    <>
      {icon}
      {text}
    </>
  );
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    if (href && isPlainLeftClick(event)) fireCancelable(props.onFollow, { href, target }, event);
    fireCancelable(props.onClick, clickDetail(event));
  };
  const className = [
    'kobo-root kobo-button',
    `kobo-button--${variant}`,
    fullWidth ? 'kobo-button--full-width' : '',
    wrapText ? '' : 'kobo-button--nowrap',
  ]
    .filter(Boolean)
    .join(' ');
  const describedBy = [props.ariaDescribedby, disabled && disabledReason ? reasonId : undefined].filter(Boolean).join(' ') || undefined;
  const common = {
    id: props.id,
    className,
    'aria-label': props.ariaLabel,
    'aria-describedby': describedBy,
    'aria-controls': props.ariaControls,
    'aria-expanded': props.ariaExpanded,
    'aria-disabled': ariaDisabled ?? (href && disabled ? true : undefined),
    onClick,
  };
  const element = href ? (
    <a
      {...common}
      ref={ref}
      href={inactive ? undefined : href}
      role={inactive ? 'link' : undefined}
      target={target}
      rel={props.rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
      download={props.download}
      tabIndex={inactive ? -1 : undefined}
    >
      {content}
    </a>
  ) : (
    <button {...common} ref={ref} type={formAction === 'none' ? 'button' : 'submit'} form={props.form} disabled={nativeDisabled}>
      {content}
    </button>
  );
  const live = loading && loadingText ? (
    <span className="kobo-sr" aria-live="polite">
      {loadingText}
    </span>
  ) : null;
  // One shape whatever the state, so the button is not remade (and keeps focus) when it gets busy.
  return (
    <>
      {disabled && disabledReason ? (
        <span className={`kobo-button-wrap${fullWidth ? ' kobo-button-wrap--full-width' : ''}`}>
          {element}
          <span id={reasonId} className="kobo-button-reason" role="tooltip">
            {disabledReason}
          </span>
        </span>
      ) : (
        element
      )}
      {live}
    </>
  );
}
