import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isPrerendering } from '../../prerender/mode';
import './base.css';
import './tabs.css';

export interface TabsProps {
  tabs: readonly TabsProps.Tab[];
  activeTabId: string;
  onChange: (event: { detail: { activeTabId: string } }) => void;
  ariaLabel?: string;
  ariaLabelledby?: string;
  /**
   * Accepted for Cloudscape compatibility. This tab strip has no scroll buttons: when the
   * tabs do not fit it scrolls sideways, and a focused tab scrolls into view.
   */
  i18nStrings?: { scrollLeftAriaLabel?: string; scrollRightAriaLabel?: string };
}

// Cloudscape's name for a tab, so call sites can keep writing TabsProps.Tab.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace TabsProps {
  interface Tab {
    id: string;
    label: ReactNode;
    content?: ReactNode;
    disabled?: boolean;
    /**
     * The page URL that opens with this tab chosen; on a prerendered page the early
     * script (prerender/early.ts) shows that tab before the app runs.
     */
    href?: string;
  }
}

/**
 * Cloudscape's Tabs (WAI-ARIA tabs): one tab stop, arrow keys (wrapping), Home and End
 * move between the tabs and select them as they go; each tab controls its panel.
 * A prerendered page has every panel's content in its markup, the unselected ones
 * hidden, so its early script can switch tabs before the app runs (the selected tab
 * is styled from aria-selected for that reason); in the app only the selected panel
 * has content, as with Cloudscape.
 */
export default function Tabs({ tabs, activeTabId, onChange, ariaLabel, ariaLabelledby }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const tabId = (tab: string) => `${id}-${tab}`;
  const enabled = tabs.filter((tab) => !tab.disabled);
  const select = (tab: TabsProps.Tab | undefined) => {
    if (!tab) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${CSS.escape(tab.id)}"]`)?.focus();
    if (tab.id !== activeTabId) onChange({ detail: { activeTabId: tab.id } });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const current = enabled.findIndex((tab) => tab.id === activeTabId);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: number | undefined;
    if (next !== undefined) target = (current + next + enabled.length) % enabled.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = enabled.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    select(enabled[target]);
  };
  return (
    <div className="kobo-root kobo-tabs">
      <div className="kobo-tabs-header">
        <ul role="tablist" className="kobo-tablist" aria-label={ariaLabel} aria-labelledby={ariaLabelledby} ref={list} onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const active = tab.id === activeTabId;
            return (
              <li key={tab.id} role="presentation" className="kobo-tab">
                <button
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  data-tab-id={tab.id}
                  data-href={tab.href}
                  className="kobo-tab-button"
                  aria-selected={active}
                  aria-controls={`${tabId(tab.id)}-panel`}
                  tabIndex={active ? 0 : -1}
                  disabled={tab.disabled}
                  onClick={() => !active && onChange({ detail: { activeTabId: tab.id } })}
                >
                  <span className="kobo-tab-label">{tab.label}</span>
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
          className="kobo-tabpanel"
          hidden={tab.id !== activeTabId}
        >
          {(tab.id === activeTabId || isPrerendering()) && tab.content}
        </div>
      ))}
    </div>
  );
}
