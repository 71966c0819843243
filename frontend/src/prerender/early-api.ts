/**
 * What the inline script of a prerendered page (early.ts) hands the app when the
 * app renders over the page (app/handover.ts). Types only: the two sides share no code.
 */
export type EarlyAction =
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'click'; element: HTMLElement };

export interface EarlyInput {
  /** Stops the inline script listening, removes its notice and returns what the user pressed, in order. */
  takeOver(): EarlyAction[];
}

/** The API answers the inline script asked for before the app ran (early.ts askEarly). */
export interface EarlyGets {
  /** When they were asked for (Date.now()). */
  at: number;
  /** The ID token they were asked with. */
  token: string;
  /** The URLs asked for, in order (what a test or a curious developer reads). */
  asked: string[];
  /** By URL (/api/invoices/01H...): the answer, taken once. */
  answers: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __koboEarly?: EarlyInput;
    __koboEarlyGets?: EarlyGets;
  }
}
