import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isPrerendering } from '../prerender/mode';
import './light.css';

/**
 * Plain React versions of the Cloudscape Container, Header and Tabs, for pages
 * that must show quickly (the dashboard, which is also prerendered into
 * dashboard.html). They take the same props, for the part of their API Kobo
 * uses, and look the same (light.css copies Cloudscape's visual-refresh
 * figures), but bring neither Cloudscape's runtime nor its 180 KB theme, and
 * render the same on the server as in the browser.
 */

/** Cloudscape's Header: an h1 (with its description) or an h2. */
export function Header({ variant = 'h2', description, children }: { variant?: 'h1' | 'h2'; description?: ReactNode; children: ReactNode }) {
  const Heading = variant;
  return (
    <div className={`kobo-light-header kobo-light-header--${variant}`}>
      {/* Like Cloudscape's, the page heading can take focus from a script but is not a tab stop. */}
      <Heading className="kobo-light-heading" tabIndex={variant === 'h1' ? -1 : undefined}>
        {children}
      </Heading>
      {description && <p className="kobo-light-description">{description}</p>}
    </div>
  );
}

/** Cloudscape's Container (default variant): a card with an optional header. */
export function Container({ header, children }: { header?: ReactNode; children?: ReactNode }) {
  return (
    <div className="kobo-light-container">
      {header && <div className="kobo-light-container-header">{header}</div>}
      <div className={header ? 'kobo-light-container-content kobo-light-container-content--after-header' : 'kobo-light-container-content'}>{children}</div>
    </div>
  );
}

export interface TabsProps {
  /**
   * `href`: the page URL that opens with this tab chosen; on a prerendered page the
   * early script (prerender/early.ts) shows that tab before the app runs.
   */
  tabs: readonly { id: string; label: ReactNode; content?: ReactNode; href?: string }[];
  activeTabId: string;
  onChange: (event: { detail: { activeTabId: string } }) => void;
  ariaLabel?: string;
  /**
   * Accepted for Cloudscape compatibility. This tab strip has no scroll buttons: when the
   * tabs do not fit it scrolls sideways, and a focused tab scrolls into view.
   */
  i18nStrings?: { scrollLeftAriaLabel?: string; scrollRightAriaLabel?: string };
}

/**
 * Cloudscape's Tabs (WAI-ARIA tabs): one tab stop, arrow keys (wrapping), Home and End
 * move between the tabs and select them as they go; each tab controls its panel.
 * A prerendered page has every panel's content in its markup, the unselected ones
 * hidden, so its early script can switch tabs before the app runs (the selected tab
 * is styled from aria-selected for that reason); in the app only the selected panel
 * has content, as with Cloudscape.
 */
export function Tabs({ tabs, activeTabId, onChange, ariaLabel }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const tabId = (tab: string) => `${id}-${tab}`;
  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${CSS.escape(tab.id)}"]`)?.focus();
    if (tab.id !== activeTabId) onChange({ detail: { activeTabId: tab.id } });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const current = tabs.findIndex((tab) => tab.id === activeTabId);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: number | undefined;
    if (next !== undefined) target = (current + next + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div className="kobo-light-tabs">
      <div className="kobo-light-tabs-header">
        <ul role="tablist" className="kobo-light-tablist" aria-label={ariaLabel} ref={list} onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const active = tab.id === activeTabId;
            return (
              <li key={tab.id} role="presentation" className="kobo-light-tab">
                <button
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  data-tab-id={tab.id}
                  data-href={tab.href}
                  className="kobo-light-tab-button"
                  aria-selected={active}
                  aria-controls={`${tabId(tab.id)}-panel`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => !active && onChange({ detail: { activeTabId: tab.id } })}
                >
                  <span className="kobo-light-tab-label">{tab.label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${tabId(tab.id)}-panel`}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          className="kobo-light-tabpanel"
          hidden={tab.id !== activeTabId}
        >
          {(tab.id === activeTabId || isPrerendering()) && tab.content}
        </div>
      ))}
    </div>
  );
}

export interface CheckboxProps {
  checked: boolean;
  onChange: (event: { detail: { checked: boolean } }) => void;
  controlId?: string;
  ariaRequired?: boolean;
  disabled?: boolean;
  /** Shown under the box, like a Cloudscape FormField's errorText, and read with the box. */
  errorText?: string | null;
  children: ReactNode;
}

/**
 * Cloudscape's Checkbox as a native, styled checkbox: its tick is drawn from the
 * input's own :checked state, so on a prerendered page a box ticked before the app
 * runs shows as ticked (Cloudscape draws the tick from React state).
 */
export function Checkbox({ checked, onChange, controlId, ariaRequired, disabled, errorText, children }: CheckboxProps) {
  const generated = useId();
  const id = controlId ?? generated;
  return (
    <div className="kobo-light-checkbox">
      <label className="kobo-light-checkbox-label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="kobo-light-checkbox-box"
          checked={checked}
          onChange={(e) => onChange({ detail: { checked: e.target.checked } })}
          aria-required={ariaRequired || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          disabled={disabled}
        />
        <span>{children}</span>
      </label>
      {errorText && (
        <p id={`${id}-error`} className="kobo-light-field-error">
          {errorText}
        </p>
      )}
    </div>
  );
}
