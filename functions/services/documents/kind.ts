import { lagosToday } from '../../../shared/dates';
import type { Attachment, Discount, LineValues } from '../../../shared/schemas/document';
import type { Detail, Header } from './store';

/*
 * What configures the sales-document engine (engine.ts): a kind (`DocumentKind`:
 * quote, invoice, sales receipt) says how its status, list tab and balance follow
 * from its header; `DocumentValues` is what a kind hands the engine to write; and
 * the filing rules and messages every kind shares.
 */

export type Caller = { userId: string; email: string };

/** Where a document is filed: its status as shown, its list tab, and the day that status changes, if any. */
export interface Filing {
  phase: string;
  tab: string;
  /** The day after which the phase changes by itself (a quote expires, an invoice falls overdue). */
  deadline?: string;
}

export interface DocumentKind<Api = unknown> {
  kind: Header['kind'];
  /** 'Quote', 'Invoice' ... in messages; `noun` lower-case in sentences. */
  Noun: string;
  noun: string;
  prefix: string;
  digits: number;
  /** The API field that carries the number (errors name it). */
  numberField: string;
  /** Phase, tab and deadline from the header's status and figures on `today` (Lagos). */
  file(h: Header, today: string): Filing;
  /** What the document adds to its customer's receivables, and the overdue part of it. */
  owed(h: Header, today: string): { receivablesKobo: number; overdueKobo: number };
  /** Answers the API shape; lines and attachment URLs are filled in. */
  toApi(h: Header, detail: Pick<Detail, 'blocks'>, attachments: (Attachment & { url?: string })[]): Api;
  /** Counts toward the free plan's invoice limit. */
  limited?: boolean;
  /** Its lines may bill expenses (billed.ts): an invoice. */
  bills?: boolean;
  /** Fields that follow from the figures (an invoice's balance and paid status), applied on every save. */
  settle?(h: Header): Partial<Header>;
  /**
   * What the document puts on its customer's account (the statement's ledger):
   * a charge is positive, a credit negative; null while it puts nothing (a draft).
   */
  post?(h: Header): { amountKobo: number; whtKobo?: number } | null;
}

/** What a kind hands the engine to write: the header fields it owns, the lines and the shared figures. */
export interface DocumentValues {
  customerId: string;
  /** A number the user typed; left out: the series' next. */
  number?: string;
  status: string;
  /** Kind-owned header fields (dates, reference, salesperson, mode ...). */
  fields: Partial<Header>;
  lines: LineValues[];
  discount: Discount;
  adjustmentKobo: number;
  customerNotes?: string;
  terms?: string;
  attachments: Attachment[];
}

export const ATTEMPTS = 12;
export const editConflict = (k: DocumentKind) => `This ${k.noun} was changed by someone else. Reload and try again.`;
export const numberUsed = (k: DocumentKind, n: string) => `${k.Noun} number ${n} is already used`;

// ---------------------------------------------------------------- filing

/** The index attributes of a header: phase, tab, timer, deadline, from the kind's rules. */
export function filed(k: DocumentKind, h: Header, today = lagosToday()) {
  const f = k.file(h, today);
  return { phase: f.phase, tab: f.tab, timer: f.deadline ? ('timed' as const) : ('none' as const), deadline: f.deadline ?? '-' };
}

/**
 * The composite attributes ElectroDB needs to rebuild every index key a patch
 * may touch. They are also conditions (the stored values must match), so they
 * are always the values read, never the new ones.
 */
export const composites = (h: Pick<Header, 'kind' | 'createdAt' | 'customerId' | 'documentId'>) => ({ kind: h.kind, createdAt: h.createdAt, customerId: h.customerId });
