import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import Icon, { type IconName } from './icon';
import { useOutsidePointer, usePopupPlacement } from './popup';
import './button-dropdown.css';

/* eslint-disable @typescript-eslint/no-namespace -- the same shape as Cloudscape's ButtonDropdownProps. */
export namespace ButtonDropdownProps {
  export interface Item {
    id: string;
    text: string;
    disabled?: boolean;
    /** Why the item is disabled: its description, and a tooltip when it is highlighted or hovered. */
    disabledReason?: string;
    description?: string;
    href?: string;
    external?: boolean;
    externalIconAriaLabel?: string;
    iconName?: IconName;
  }
  export interface ItemGroup {
    text?: string;
    disabled?: boolean;
    items: ReadonlyArray<Item>;
  }
  export type Items = ReadonlyArray<Item | ItemGroup>;
  export interface ItemClickDetails {
    id: string;
    href?: string;
    external?: boolean;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

type ItemEvent = { detail: ButtonDropdownProps.ItemClickDetails; preventDefault: () => void };

export interface ButtonDropdownProps {
  items: ButtonDropdownProps.Items;
  children?: ReactNode;
  variant?: 'normal' | 'primary' | 'icon' | 'inline-icon';
  /** The trigger's accessible name (the icon variants have no text). */
  ariaLabel?: string;
  disabled?: boolean;
  /** A spinner in the trigger, which does not open meanwhile. */
  loading?: boolean;
  loadingText?: string;
  /** Accepted for Cloudscape compatibility: the menu is always laid over the page. */
  expandToViewport?: boolean;
  onItemClick?: (event: ItemEvent) => void;
  /** For items with an href, after onItemClick; preventDefault keeps the browser from following it. */
  onItemFollow?: (event: ItemEvent) => void;
}

/** Above its item, on the page (the menu's scrolling box would clip it). */
function tooltipPlace(row: HTMLElement | undefined): CSSProperties | undefined {
  if (!row) return undefined;
  const rect = row.getBoundingClientRect();
  return { position: 'fixed', left: Math.max(8, rect.left), bottom: window.innerHeight - rect.top + 4 };
}

const isGroup = (i: ButtonDropdownProps.Item | ButtonDropdownProps.ItemGroup): i is ButtonDropdownProps.ItemGroup => 'items' in i;

/**
 * Cloudscape's ButtonDropdown as a WAI-ARIA menu button: the trigger opens a menu of
 * menuitems; the arrow keys, Home and End move between them (disabled ones too, so
 * their reason is read), Enter and Space choose, Escape and Tab close, as does a click
 * outside.
 */
export default function ButtonDropdown({ items, children, variant = 'normal', ariaLabel, disabled, loading, loadingText, onItemClick, onItemFollow }: ButtonDropdownProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [hovered, setHovered] = useState(-1);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const placement = usePopupPlacement(open, trigger, popup, false);

  const flat = items.flatMap((i) => (isGroup(i) ? i.items.map((item) => ({ ...item, disabled: Boolean(i.disabled || item.disabled) })) : [i]));
  const close = useCallback((focusTrigger: boolean) => {
    setOpen(false);
    setHighlight(-1);
    setHovered(-1);
    if (focusTrigger) trigger.current?.focus();
  }, []);
  const closeOutside = useCallback(() => close(false), [close]);
  useOutsidePointer(open, root, closeOutside);

  useEffect(() => {
    if (!open) return;
    const target = highlight >= 0 ? menu.current?.querySelector<HTMLElement>(`[data-index="${highlight}"]`) : menu.current;
    target?.focus();
  }, [open, highlight]);

  const inactive = disabled || loading;
  const openWith = (first: number) => {
    if (inactive) return;
    setOpen(true);
    setHighlight(first);
  };

  const choose = (index: number, event?: { preventDefault: () => void }) => {
    const item = flat[index];
    if (!item) return;
    if (item.disabled) {
      event?.preventDefault();
      return;
    }
    let prevented = false;
    const fire = (handler?: (e: ItemEvent) => void) =>
      handler?.({ detail: { id: item.id, href: item.href, external: item.external }, preventDefault: () => (prevented = true) });
    fire(onItemClick);
    if (item.href) fire(onItemFollow);
    if (prevented) event?.preventDefault();
    close(!item.href || prevented);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) close(true);
      else openWith(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(flat.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = flat.length - 1;
    const step = (by: number) => setHighlight((h) => (h < 0 ? (by > 0 ? 0 : last) : (h + by + flat.length) % flat.length));
    const keys: Record<string, () => void> = {
      ArrowDown: () => step(1),
      ArrowUp: () => step(-1),
      Home: () => setHighlight(0),
      End: () => setHighlight(last),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return close(false);
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
    } else if ((event.key === 'Enter' || event.key === ' ') && highlight >= 0) {
      // A link item follows its href on Enter by itself; a button-like item is chosen here.
      if (flat[highlight]?.href && !flat[highlight]?.disabled && event.key === 'Enter') return;
      event.preventDefault();
      choose(highlight);
    }
  };

  let index = -1;
  const renderItem = (item: ButtonDropdownProps.Item) => {
    const i = ++index;
    const reasonId = `${id}-reason-${i}`;
    const highlighted = i === highlight;
    const content = (
      <>
        {item.iconName && <Icon name={item.iconName} />}
        <span className="kobo-bd-item-text">
          {item.text}
          {item.description && <span className="kobo-bd-item-description">{item.description}</span>}
        </span>
        {item.external && <Icon name="external" ariaLabel={item.externalIconAriaLabel} />}
      </>
    );
    const common = {
      role: 'menuitem',
      tabIndex: highlighted ? 0 : -1,
      'data-index': i,
      className: 'kobo-bd-item',
      'aria-disabled': item.disabled || undefined,
      'aria-describedby': item.disabled && item.disabledReason ? reasonId : undefined,
      onClick: (e: { preventDefault: () => void }) => choose(i, e),
    };
    return (
      <li
        key={item.id}
        ref={(li) => {
          if (li) rows.current.set(i, li);
          else rows.current.delete(i);
        }}
        role="presentation"
        className={`kobo-bd-li${highlighted ? ' kobo-bd-li--highlighted' : ''}${item.disabled ? ' kobo-bd-li--disabled' : ''}`}
        onMouseEnter={() => {
          setHovered(i);
          if (highlight >= 0) setHighlight(i);
        }}
        onMouseLeave={() => setHovered(-1)}
      >
        {item.href && !item.disabled ? (
          <a {...common} href={item.href} target={item.external ? '_blank' : undefined} rel={item.external ? 'noopener noreferrer' : undefined}>
            {content}
          </a>
        ) : (
          <span {...common}>{content}</span>
        )}
        {item.disabled && item.disabledReason && (
          <span id={reasonId} className="kobo-sr-only">
            {item.disabledReason}
          </span>
        )}
      </li>
    );
  };

  // The disabled item's reason, while it is highlighted or hovered; beside the menu, which holds menuitems only.
  const reasonAt = [highlight, hovered].find((i) => i >= 0 && flat[i]?.disabled && flat[i]?.disabledReason);
  const iconOnly = variant === 'icon' || variant === 'inline-icon';
  return (
    <div className="kobo-bd" ref={root}>
      <button
        ref={trigger}
        id={`${id}-trigger`}
        type="button"
        className={`kobo-bd-trigger kobo-bd-trigger--${variant}${open ? ' kobo-bd-trigger--open' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={ariaLabel}
        aria-disabled={inactive || undefined}
        onClick={() => (open ? close(true) : openWith(-1))}
        onKeyDown={onTriggerKeyDown}
      >
        {loading && <span className="kobo-bd-spinner" aria-hidden="true" />}
        {loading && loadingText ? <span>{loadingText}</span> : !iconOnly && children}
        {iconOnly ? <Icon name="ellipsis" /> : <span className="kobo-bd-caret"><Icon name="caret-down-filled" /></span>}
      </button>
      {open && (
        <div ref={popup} className="kobo-popup kobo-bd-popup" style={placement.style} onKeyDown={onMenuKeyDown}>
          <ul ref={menu} id={`${id}-menu`} role="menu" tabIndex={-1} className="kobo-popup-scroll kobo-bd-menu" aria-labelledby={`${id}-trigger`}>
            {items.map((entry, g) =>
              isGroup(entry) ? (
                <li key={`g${g}`} role="presentation" className="kobo-bd-group">
                  {entry.text && (
                    <span id={`${id}-group-${g}`} className="kobo-bd-group-title">
                      {entry.text}
                    </span>
                  )}
                  <ul role="group" aria-labelledby={entry.text ? `${id}-group-${g}` : undefined} className="kobo-bd-group-items">
                    {entry.items.map((item) => renderItem({ ...item, disabled: Boolean(entry.disabled || item.disabled) }))}
                  </ul>
                </li>
              ) : (
                renderItem(entry)
              ),
            )}
          </ul>
          {reasonAt !== undefined && (
            <span role="tooltip" className="kobo-bd-tooltip" style={tooltipPlace(rows.current.get(reasonAt))}>
              {flat[reasonAt]?.disabledReason}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
