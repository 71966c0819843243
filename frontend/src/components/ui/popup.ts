import { useCallback, useEffect, useLayoutEffect, useState, type CSSProperties, type FocusEvent, type RefObject } from 'react';
import './popup.css';

/** useLayoutEffect in the browser; nothing on the server (a popup is never open there). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

const GAP = 4;
/** Before it is measured: laid out where it takes no room, unseen (but focusable: not visibility: hidden). */
const HIDDEN: PopupPlacement = { style: { position: 'fixed', top: 0, left: 0, opacity: 0, pointerEvents: 'none' }, up: false };
const EDGE = 8;

export interface PopupPlacement {
  style: CSSProperties;
  /** The popup opens upwards: too little room under the trigger. */
  up: boolean;
}

/**
 * Where an open dropdown goes: under its trigger (position: fixed, so no scrolling
 * parent or dialog clips it, as with Cloudscape's expandToViewport), above it when the
 * room below is short and the room above is larger; as wide as the trigger at least
 * (`fit`: exactly as wide), kept inside the viewport; followed while the page scrolls.
 */
export function usePopupPlacement(open: boolean, trigger: RefObject<HTMLElement | null>, popup: RefObject<HTMLElement | null>, fit = true): PopupPlacement {
  const [placement, setPlacement] = useState<PopupPlacement>(HIDDEN);
  const place = useCallback(() => {
    const t = trigger.current;
    const p = popup.current;
    if (!t || !p) return;
    const rect = t.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const below = vh - rect.bottom - GAP - EDGE;
    const above = rect.top - GAP - EDGE;
    const natural = p.scrollHeight;
    const up = natural > below && above > below;
    const width = fit ? Math.min(rect.width, vw - 2 * EDGE) : undefined;
    const minWidth = fit ? undefined : Math.min(rect.width, vw - 2 * EDGE);
    const actual = width ?? Math.max(p.offsetWidth, minWidth ?? 0);
    const left = Math.max(EDGE, Math.min(rect.left, vw - EDGE - actual));
    setPlacement({
      up,
      style: {
        position: 'fixed',
        left,
        width,
        minWidth,
        maxWidth: vw - 2 * EDGE,
        maxHeight: Math.max(up ? above : below, 120),
        ...(up ? { bottom: vh - rect.top + GAP } : { top: rect.bottom + GAP }),
      },
    });
  }, [trigger, popup, fit]);
  useBrowserLayoutEffect(() => {
    if (!open) {
      setPlacement(HIDDEN);
      return;
    }
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [open, place]);
  return placement;
}

/** Calls `onOutside` when the pointer goes down outside `root` (the trigger and its popup) while open. */
export function useOutsidePointer(open: boolean, root: RefObject<HTMLElement | null>, onOutside: () => void) {
  useEffect(() => {
    if (!open) return;
    const listener = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [open, root, onOutside]);
}

/**
 * Focus entering and leaving a control with a popup (Select, DatePicker) as a whole,
 * not each part of it: `onFocus` when the focus comes in from outside, and when it
 * goes outside, the open popup closes (without taking the focus back) and `onBlur`.
 */
export function focusWithin(root: RefObject<HTMLElement | null>, open: boolean, close: (refocus: boolean) => void, onFocus?: () => void, onBlur?: () => void) {
  return {
    onFocus: (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node)) onFocus?.();
    },
    onBlur: (event: FocusEvent) => {
      if (root.current?.contains(event.relatedTarget as Node)) return;
      if (open) close(false);
      onBlur?.();
    },
  };
}
