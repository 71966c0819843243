import { useCallback, useState } from 'react';
import type { AddressInput, AddressType, ContactInput, CustomerDetailsInput } from '../../../../../shared/schemas/customer';

/**
 * The New Customer flow keeps what has been typed in sessionStorage, so the
 * form can hand over to /dashboard/customers/new/address and new/contact and
 * come back (or survive a reload) without losing anything. Nothing reaches the
 * server until Save, which creates the customer with its addresses and contact
 * persons in one request.
 */
const KEY = 'kobo.newCustomer';

export interface NewCustomerDraft {
  details?: CustomerDetailsInput;
  addresses: Partial<Record<AddressType, AddressInput>>;
  contacts: ContactInput[];
  /** Where the flow was opened from (a quote form, say), kept across the sub-screens. */
  returnTo?: string;
}

const EMPTY: NewCustomerDraft = { addresses: {}, contacts: [] };

export function readDraft(): NewCustomerDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as NewCustomerDraft) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function writeDraft(draft: NewCustomerDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the flow still works within this page view.
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}

/** The draft, and an updater that writes it back at once. */
export function useNewCustomerDraft(): [NewCustomerDraft, (change: (d: NewCustomerDraft) => NewCustomerDraft) => void] {
  const [draft, setDraft] = useState(readDraft);
  const update = useCallback((change: (d: NewCustomerDraft) => NewCustomerDraft) => {
    const next = change(readDraft());
    writeDraft(next);
    setDraft(next);
  }, []);
  return [draft, update];
}
