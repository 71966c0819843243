/**
 * Cloudscape's event shapes: handlers get `{ detail }`, and a cancelable event's
 * preventDefault stops what the component would do next (a link's navigation).
 */
export interface CustomEvent<T> {
  detail: T;
  preventDefault(): void;
  defaultPrevented: boolean;
}
export type NonCancelableEventHandler<T = null> = (event: { detail: T }) => void;
export type CancelableEventHandler<T = null> = (event: CustomEvent<T>) => void;

/** Calls a cancelable handler; true when it called preventDefault. */
export function fireCancelable<T>(handler: CancelableEventHandler<T> | undefined, detail: T, native?: { preventDefault(): void }): boolean {
  if (!handler) return false;
  const event: CustomEvent<T> = {
    detail,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
      native?.preventDefault();
    },
  };
  handler(event);
  return event.defaultPrevented;
}

/** A click that opens a link in the same tab (no modifier key, the main button). */
export const isPlainLeftClick = (e: { button: number; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }) =>
  e.button === 0 && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.metaKey;

export interface ClickDetail {
  button: number;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}
export const clickDetail = (e: ClickDetail): ClickDetail => ({ button: e.button, ctrlKey: e.ctrlKey, shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey });
