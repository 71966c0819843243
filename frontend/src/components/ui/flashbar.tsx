import { useState, type ReactNode } from 'react';
import Icon, { type IconName } from './icon';
import './flashbar.css';

type FlashType = 'success' | 'error' | 'info' | 'warning' | 'in-progress';

/* eslint-disable @typescript-eslint/no-namespace -- the same shape as Cloudscape's FlashbarProps. */
export namespace FlashbarProps {
  export interface MessageDefinition {
    id?: string;
    type?: FlashType;
    header?: ReactNode;
    content?: ReactNode;
    /** A spinner instead of the type's icon. */
    loading?: boolean;
    dismissible?: boolean;
    dismissLabel?: string;
    onDismiss?: () => void;
    /** Beside the message: the caller's own button. */
    action?: ReactNode;
    ariaRole?: 'alert' | 'status';
  }
  export interface I18nStrings {
    ariaLabel?: string;
    notificationBarText?: string;
    notificationBarAriaLabel?: string;
    errorIconAriaLabel?: string;
    successIconAriaLabel?: string;
    warningIconAriaLabel?: string;
    infoIconAriaLabel?: string;
    inProgressIconAriaLabel?: string;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export interface FlashbarProps {
  items: ReadonlyArray<FlashbarProps.MessageDefinition>;
  /** Several messages as one stack (the first on top) with a bar that expands it. */
  stackItems?: boolean;
  i18nStrings?: FlashbarProps.I18nStrings;
}

const ICONS: Record<FlashType, IconName> = {
  success: 'status-positive',
  error: 'status-negative',
  warning: 'status-warning',
  info: 'status-info',
  'in-progress': 'status-in-progress',
};

function iconLabel(type: FlashType, strings: FlashbarProps.I18nStrings) {
  return {
    success: strings.successIconAriaLabel,
    error: strings.errorIconAriaLabel,
    warning: strings.warningIconAriaLabel,
    info: strings.infoIconAriaLabel,
    'in-progress': strings.inProgressIconAriaLabel,
  }[type];
}

function Flash({ item, strings }: { item: FlashbarProps.MessageDefinition; strings: FlashbarProps.I18nStrings }) {
  const type = item.type ?? 'info';
  return (
    <div className={`kobo-flash kobo-flash--${type}`} role={item.ariaRole}>
      <div className="kobo-flash-body">
        <span className="kobo-flash-icon">
          {item.loading ? <span className="kobo-flash-spinner" role="img" aria-label={strings.inProgressIconAriaLabel} /> : <Icon name={ICONS[type]} ariaLabel={iconLabel(type, strings)} />}
        </span>
        <div className="kobo-flash-message">
          {item.header && <div className="kobo-flash-header">{item.header}</div>}
          {item.content && <div className="kobo-flash-content">{item.content}</div>}
        </div>
        {item.action && <div className="kobo-flash-action">{item.action}</div>}
      </div>
      {item.dismissible && (
        <button type="button" className="kobo-flash-dismiss" aria-label={item.dismissLabel} title={item.dismissLabel} onClick={() => item.onDismiss?.()}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}

/**
 * Cloudscape's Flashbar: the messages as a list, or, stacked, the first message on top
 * of the others' edges with a bar under them that counts them by type and expands the
 * list. Announcing is the caller's live region (app/notifications.tsx).
 */
export default function Flashbar({ items, stackItems, i18nStrings = {} }: FlashbarProps) {
  const [expanded, setExpanded] = useState(false);
  const stacked = Boolean(stackItems && items.length > 1);
  const listed = stacked && !expanded ? items.slice(0, 1) : items;
  const counts = (['error', 'warning', 'success', 'info'] as const).map((type) => ({
    type,
    count: items.filter((i) => (i.type ?? 'info') === type || (type === 'info' && i.type === 'in-progress')).length,
  }));
  return (
    <div className={`kobo-flashbar${stacked ? ' kobo-flashbar--stacked' : ''}${stacked && !expanded ? ' kobo-flashbar--collapsed' : ''}`}>
      <ul className="kobo-flash-list" aria-label={i18nStrings.ariaLabel}>
        {listed.map((item, i) => (
          <li key={item.id ?? i} className="kobo-flash-item">
            <Flash item={item} strings={i18nStrings} />
          </li>
        ))}
      </ul>
      {stacked && !expanded && (
        <div className="kobo-flash-peeks" aria-hidden="true">
          {items.slice(1, 3).map((item, i) => (
            <div key={item.id ?? i} className={`kobo-flash-peek kobo-flash--${item.type ?? 'info'}`} />
          ))}
        </div>
      )}
      {stacked && (
        <div className="kobo-flash-bar">
          <button
            type="button"
            className="kobo-flash-bar-button"
            aria-expanded={expanded}
            // Named by what it shows (WCAG 2.5.3, label in name): the text, and each count after its type's icon.
            title={i18nStrings.notificationBarAriaLabel}
            onClick={() => setExpanded(!expanded)}
          >
            <span className="kobo-flash-bar-text">{i18nStrings.notificationBarText}</span>
            {counts.map(({ type, count }) => (
              <span key={type} className="kobo-flash-bar-count">
                <Icon name={ICONS[type]} ariaLabel={iconLabel(type, i18nStrings)} />
                {count}
              </span>
            ))}
            <span className={expanded ? 'kobo-flash-bar-toggle kobo-flash-bar-toggle--open' : 'kobo-flash-bar-toggle'}>
              <Icon name="angle-down" />
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
