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

declare global {
  interface Window {
    __koboEarly?: EarlyInput;
  }
}
