/**
 * The moment the app renders over a prerendered page (auth.html, dashboard.html):
 * whatever the user typed, ticked, chose (files too) or pressed on the page before the app's
 * JavaScript arrived carries over to the app's page, and the caret stays where it was.
 *
 * `takeOver` reads it all from the prerendered markup just before the app's first
 * render replaces it; `handOver` writes it into the app's page just after, the way
 * a person would (so the app's own state follows), then presses again what the user
 * pressed: a form submitted early is submitted now (see prerender/early.ts).
 *
 * Elements are matched between the two pages by what a person sees of them: the form
 * they are in, their kind, their label or text, and their order among alike ones.
 */
import { flushSync } from 'react-dom';
import type { EarlyAction } from '../prerender/early-api';

const INTERACTIVE = 'input, textarea, select, button, a[href], [role="button"], [role="tab"]';
const SKIPPED_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ControlState {
  key: string;
  value?: string;
  checked?: boolean;
  /** The files chosen in a file input. */
  files?: File[];
}

type Replay = { kind: 'submit'; form: string; submitter?: string } | { kind: 'click'; element: string };

export interface Handover {
  controls: ControlState[];
  tabs: { list: string; tab: string }[];
  focus?: { key: string; start: number | null; end: number | null; direction: 'forward' | 'backward' | 'none' | null };
  replays: Replay[];
}

const words = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

function labelOf(el: Element): string {
  // A button the early script relabelled "Getting ready…" keeps its own words here.
  const own = el.getAttribute('data-kobo-label') ?? el.getAttribute('aria-label');
  if (own !== null) return own;
  const by = el.getAttribute('aria-labelledby');
  if (by) return by.split(/\s+/).map((id) => words(el.ownerDocument.getElementById(id))).join(' ');
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length > 0) return words(labels[0]);
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.placeholder || el.name;
  return words(el);
}

function kindOf(el: Element): string {
  if (el instanceof HTMLInputElement) return el.type === 'checkbox' || el.type === 'radio' || el.type === 'file' ? el.type : 'text';
  return el.getAttribute('role') ?? el.tagName.toLowerCase();
}

/** A stable name for each element of `selector` under `root`, unique by order among alike ones. */
function keyed(root: Element, selector: string, keyOf: (el: Element) => string): Map<string, Element> {
  const byKey = new Map<string, Element>();
  const seen = new Map<string, number>();
  for (const el of Array.from(root.querySelectorAll(selector))) {
    const base = keyOf(el);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    byKey.set(`${base}#${n}`, el);
  }
  return byKey;
}

const elementKey = (el: Element) => [el.closest('form')?.getAttribute('aria-label') ?? '', kindOf(el), labelOf(el)].join('|');
const interactive = (root: Element) => keyed(root, INTERACTIVE, elementKey);
const forms = (root: Element) => keyed(root, 'form', (el) => el.getAttribute('aria-label') ?? '');
const tablists = (root: Element) => keyed(root, '[role="tablist"]', (el) => el.getAttribute('aria-label') ?? '');

function keyFor(map: Map<string, Element>, el: Element | null | undefined): string | undefined {
  if (!el) return undefined;
  for (const [key, candidate] of map) if (candidate === el) return key;
  return undefined;
}

function changedState(el: Element): Omit<ControlState, 'key'> | undefined {
  if (el instanceof HTMLInputElement) {
    if (SKIPPED_INPUTS.has(el.type)) return undefined;
    if (el.type === 'checkbox' || el.type === 'radio') return el.checked !== el.defaultChecked ? { checked: el.checked } : undefined;
    if (el.type === 'file') return el.files?.length ? { files: Array.from(el.files) } : undefined;
    return el.value !== el.defaultValue ? { value: el.value } : undefined;
  }
  if (el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue ? { value: el.value } : undefined;
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((o) => o.selected !== o.defaultSelected) ? { value: el.value } : undefined;
  return undefined;
}

/** Reads the prerendered page under `root` and stops its early script. Call right before the first render. */
export function takeOver(root: Element): Handover {
  const actions: EarlyAction[] = window.__koboEarly?.takeOver() ?? [];
  delete window.__koboEarly;
  const elements = interactive(root);
  const controls: ControlState[] = [];
  for (const [key, el] of elements) {
    const state = changedState(el);
    if (state) controls.push({ key, ...state });
  }
  const tabs: Handover['tabs'] = [];
  // Only a tab the user chose before the app came: the one shown first is the app's own (the URL's).
  for (const [list, el] of tablists(root)) {
    if (!el.hasAttribute('data-kobo-picked')) continue;
    const selected = el.querySelector('[role="tab"][aria-selected="true"]');
    if (selected) tabs.push({ list, tab: labelOf(selected) });
  }
  const active = document.activeElement;
  const focusKey = active && root.contains(active) ? keyFor(elements, active) : undefined;
  let focus: Handover['focus'];
  if (focusKey) {
    const field = active as HTMLInputElement;
    let start: number | null = null;
    let end: number | null = null;
    let direction: 'forward' | 'backward' | 'none' | null = null;
    try {
      ({ selectionStart: start, selectionEnd: end, selectionDirection: direction } = field);
    } catch {
      // Inputs without a caret (checkboxes) have no selection.
    }
    focus = { key: focusKey, start, end, direction };
  }
  const formKeys = forms(root);
  const replays: Replay[] = [];
  for (const action of actions) {
    if (action.kind === 'submit') {
      const form = keyFor(formKeys, action.form);
      if (form) replays.push({ kind: 'submit', form, submitter: keyFor(elements, action.submitter) });
    } else {
      const element = keyFor(elements, action.element);
      if (element) replays.push({ kind: 'click', element });
    }
  }
  return { controls, tabs, focus, replays };
}

/** Sets a field's value as typing would, so React's onChange (and the app's state) follows. */
function type(el: Control, value: string): void {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Writes the handover into the app's page under `root`, right after its first render:
 * tabs first (their panels hold fields), then the fields, the focus and caret, and then,
 * once the app has taken the new values in, what the user pressed.
 */
export function handOver(root: Element, handover: Handover): void {
  const lists = tablists(root);
  for (const { list, tab } of handover.tabs) {
    const target = Array.from(lists.get(list)?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []).find((t) => labelOf(t) === tab);
    // At once, so the tab's fields are in the page for what follows.
    if (target && target.getAttribute('aria-selected') !== 'true') flushSync(() => target.click());
  }
  const elements = interactive(root);
  for (const state of handover.controls) {
    const el = elements.get(state.key);
    if (el instanceof HTMLInputElement && state.files) {
      // A file chosen before the app arrived: the same files, as the file dialog would give them.
      const chosen = new DataTransfer();
      for (const file of state.files) chosen.items.add(file);
      el.files = chosen.files;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (el instanceof HTMLInputElement && state.checked !== undefined) {
      if (el.checked !== state.checked) el.click();
    } else if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) && state.value !== undefined) {
      if (el.value !== state.value) type(el, state.value);
    }
  }
  const focused = handover.focus && elements.get(handover.focus.key);
  if (focused instanceof HTMLElement) {
    focused.focus({ preventScroll: true });
    const { start, end, direction } = handover.focus!;
    if (start !== null && end !== null && focused instanceof HTMLInputElement) {
      try {
        focused.setSelectionRange(start, end, direction ?? undefined);
      } catch {
        // This kind of input has no caret.
      }
    }
  }
  if (handover.replays.length === 0) return;
  // React applies the typed values in a microtask; the app's handlers read them after that.
  setTimeout(() => {
    const now = interactive(root);
    const formKeys = forms(root);
    for (const replay of handover.replays) {
      if (replay.kind === 'click') {
        (now.get(replay.element) as HTMLElement | undefined)?.click();
        continue;
      }
      const form = formKeys.get(replay.form) as HTMLFormElement | undefined;
      if (!form) continue;
      const submitter = replay.submitter ? now.get(replay.submitter) : undefined;
      const own = submitter instanceof HTMLButtonElement && submitter.form === form && submitter.type === 'submit' ? submitter : undefined;
      form.requestSubmit(own);
    }
  }, 0);
}
