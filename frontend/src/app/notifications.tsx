import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { FlashbarProps } from '../components/ui/flashbar';

// Loaded with the first message, so the first page does not wait for it.
const Flashbar = lazy(() => import('../components/ui/flashbar'));

type Kind = 'success' | 'error' | 'info' | 'warning';
interface Notify {
  (kind: Kind, header: string, content?: string): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Labels for the stacked messages' toggle and icons (screen readers need them). */
const FLASHBAR_STRINGS: FlashbarProps.I18nStrings = {
  ariaLabel: 'Notifications',
  notificationBarText: 'Notifications',
  notificationBarAriaLabel: 'View all notifications',
  errorIconAriaLabel: 'Error',
  successIconAriaLabel: 'Success',
  warningIconAriaLabel: 'Warning',
  infoIconAriaLabel: 'Info',
  inProgressIconAriaLabel: 'In progress',
};
let nextId = 0;

/** Toast-style messages shown in a Flashbar at the top of every page. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const notify = useCallback<Notify>((kind, header, content) => {
    const id = String(++nextId);
    const dismiss = () => setItems((list) => list.filter((i) => i.id !== id));
    // Newest first: a stack of three shows its first item on top, and that must be the message just given
    // (an error kept from before would otherwise hide the success that followed it). At most three are kept.
    setItems((list) => [{ id, type: kind, header, content, dismissible: true, dismissLabel: 'Dismiss message', onDismiss: dismiss }, ...list.slice(0, 2)]);
    if (kind !== 'error') setTimeout(dismiss, 5000);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      <div className="kobo-toasts" role="status" aria-live="polite">
        {items.length > 0 && (
          <Suspense fallback={null}>
            <Flashbar items={items} stackItems={items.length > 2} i18nStrings={FLASHBAR_STRINGS} />
          </Suspense>
        )}
      </div>
      {children}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const ctx = useContext(NotifyContext);
  if (!ctx) throw new Error('useNotify outside NotificationsProvider');
  return ctx;
}
