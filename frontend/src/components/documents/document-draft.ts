import type { LineInput } from '../../../../shared/schemas/quote';
import type { DocumentKind } from './document-kind';

/**
 * A document being written is kept in sessionStorage, so its form can hand
 * over to the add-line-item screen or the New Customer form and come back (or
 * survive a reload) without losing anything. One draft for `{basePath}/new`
 * and one per document being edited; saving, or leaving the form with its
 * back button, clears it.
 */

/** 'new', or the id of the document being edited. */
export type DraftKey = string;

export const NEW_DRAFT: DraftKey = 'new';

export interface Draft<V> {
  values: Partial<V>;
  /** An edit draft belongs to the version it started from (the document's updatedAt); a newer document wins. */
  baseUpdatedAt?: string;
}

/** One kind's drafts (method syntax: a store of quote drafts serves where any store with lines is wanted). */
export interface DraftStore<V> {
  read(key: DraftKey): Draft<V> | undefined;
  write(key: DraftKey, draft: Draft<V>): void;
  clear(key: DraftKey): void;
  /** The form a draft belongs to. */
  formPathOf(key: DraftKey): string;
  /** The draft behind a form path (`{basePath}/new` or `{basePath}/{id}/edit`); anything else is not this kind's form. */
  draftKeyOf(path: unknown): DraftKey | undefined;
}

/** The drafts of one kind of document, kept under its draftPrefix. */
export function draftStore<V>(kind: Pick<DocumentKind, 'basePath' | 'draftPrefix'>): DraftStore<V> {
  const newPath = `${kind.basePath}/new`;
  const base = kind.basePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const editPath = new RegExp(`^${base}/([^/]+)/edit$`);
  return {
    read(key) {
      try {
        const raw = sessionStorage.getItem(kind.draftPrefix + key);
        if (!raw) return undefined;
        const draft = JSON.parse(raw) as Draft<V>;
        return draft && typeof draft === 'object' && draft.values && typeof draft.values === 'object' ? draft : undefined;
      } catch {
        return undefined;
      }
    },
    write(key, draft) {
      try {
        sessionStorage.setItem(kind.draftPrefix + key, JSON.stringify(draft));
      } catch {
        // Storage full or blocked: the form still works within this page view.
      }
    },
    clear(key) {
      try {
        sessionStorage.removeItem(kind.draftPrefix + key);
      } catch {
        // Nothing to clear.
      }
    },
    formPathOf: (key) => (key === NEW_DRAFT ? newPath : `${kind.basePath}/${encodeURIComponent(key)}/edit`),
    draftKeyOf(path) {
      if (typeof path !== 'string') return undefined;
      if (path === newPath) return NEW_DRAFT;
      const match = editPath.exec(path);
      if (!match?.[1]) return undefined;
      try {
        const id = decodeURIComponent(match[1]);
        return id === NEW_DRAFT ? undefined : id;
      } catch {
        return undefined;
      }
    },
  };
}

/** The part of a draft the add-line-item screen reads and writes. */
export type LinesDraftStore = DraftStore<{ lines: LineInput[] }>;

/** What the add-line-item screen is opened with. */
export interface LineItemState {
  /** The document form to return to. */
  returnTo: string;
  /** A line to edit; none to add one. */
  lineIndex?: number;
}
