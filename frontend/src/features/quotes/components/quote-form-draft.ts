import type { QuoteFormValues } from './quote-form-values';

/**
 * A quote being written is kept in sessionStorage, so the form can hand over
 * to the add-line-item screen or the New Customer form and come back (or
 * survive a reload) without losing anything. One draft for /dashboard/quotes/new
 * and one per quote being edited; saving, or leaving the form with its back
 * button, clears it.
 */
const PREFIX = 'kobo.quoteDraft.';

/** 'new', or the id of the quote being edited. */
export type DraftKey = string;

export interface QuoteDraft {
  values: Partial<QuoteFormValues>;
  /** An edit draft belongs to the version it started from (the quote's updatedAt); a newer quote wins. */
  baseUpdatedAt?: string;
}

export const NEW_DRAFT: DraftKey = 'new';

export function readQuoteDraft(key: DraftKey): QuoteDraft | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as QuoteDraft;
    return draft && typeof draft === 'object' && draft.values && typeof draft.values === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeQuoteDraft(key: DraftKey, draft: QuoteDraft): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works within this page view.
  }
}

export function clearQuoteDraft(key: DraftKey): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** The form a draft belongs to. */
export function formPathOf(key: DraftKey): string {
  return key === NEW_DRAFT ? '/dashboard/quotes/new' : `/dashboard/quotes/${encodeURIComponent(key)}/edit`;
}

/** The draft behind a form path ('/dashboard/quotes/new' or '/dashboard/quotes/{id}/edit'); anything else is not a quote form. */
export function draftKeyOf(path: unknown): DraftKey | undefined {
  if (typeof path !== 'string') return undefined;
  if (path === '/dashboard/quotes/new') return NEW_DRAFT;
  const match = /^\/dashboard\/quotes\/([^/]+)\/edit$/.exec(path);
  if (!match?.[1]) return undefined;
  try {
    const id = decodeURIComponent(match[1]);
    return id === NEW_DRAFT ? undefined : id;
  } catch {
    return undefined;
  }
}

/** What the add-line-item screen is opened with. */
export interface LineItemState {
  /** The quote form to return to. */
  returnTo: string;
  /** A line to edit; none to add one. */
  lineIndex?: number;
}
