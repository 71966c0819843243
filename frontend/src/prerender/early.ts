/**
 * The inline script of every prerendered page (auth.html, dashboard.html): it runs
 * as soon as the page's markup is parsed, long before the app's JavaScript arrives
 * on a slow connection, and keeps what the user does meanwhile from being lost:
 * - a form submitted early is not sent by the browser (which would reload the page
 *   and put every field, the password too, in the URL): the press is kept, the
 *   button says it is getting ready, and the app submits the form once it runs;
 * - a tab (WAI-ARIA: [role=tab] with aria-controls) switches at once, by a tap or the
 *   arrow keys; a tab whose `data-href` is the page's URL is the one shown when the page opens,
 *   and in a group of links marked `data-kobo-choices` the one to the page's URL is current;
 * - any other button pressed early is kept and pressed again once the app runs,
 *   and a notice says the page is getting ready;
 * - links stay plain links (one to a URL a tab of the page stands for switches to
 *   that tab), and what is typed stays in the fields until the app
 *   takes it over (app/handover.ts reads it all when it renders over the page).
 * It also starts what the app will need: the page's files (`data-preload`, a few per task)
 * and its first API answers (`data-gets`), each in tasks after its own.
 *
 * The build bundles this file (with its imports, the stored-token reader, the route-chunk
 * helpers and the rail's names, which import nothing) and inlines the text (frontend/inline-scripts.ts); the Content-Security-Policy
 * allows it by its hash.
 */
import type { EarlyAction, EarlyGets, EarlyInput } from './early-api';
import { groupsOf, storedSession } from '../auth/stored-tokens';
import { addModulePreload } from '../app/route-chunks';
import { COLLAPSED_CLASS } from '../features/shell/rail-state';
import { earlyUrl } from './early-url';

/**
 * Asks the API, now, for what the page will ask for once the app runs (the page's
 * `data-gets`, from the manifest: app/features.ts `gets`), with the caller's stored
 * Cognito ID token, so the answers travel while the app's JavaScript downloads. The
 * app's api() takes an answer from here only for the same URL and the same token.
 * Nothing is asked without a stored token good for another minute (auth/stored-tokens.ts,
 * bundled in), nor a URL with a fixed query when the page's has one; a GET declared with
 * '?*' is asked with the page's own query (early-url.ts).
 */
function askEarly(root: HTMLElement, groups: string[]): void {
  const pattern = root.dataset.pattern;
  const wanted = root.dataset.gets?.split(' ').filter(Boolean) ?? [];
  if (!pattern || wanted.length === 0) return;
  // No storage, no good token, or more than one client's: the app asks as it always has.
  const token = storedSession()?.idToken;
  if (!token) return;
  // A page for one group (the super-admin area): nothing is asked for anyone outside it.
  if (root.dataset.group && !groups.includes(root.dataset.group)) return;
  const names = pattern.split('/');
  const segments = location.pathname.replace(/\/+$/, '').split('/');
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name.startsWith(':')) params[name] = segments[i] ?? '';
  });
  const gets: EarlyGets = { at: Date.now(), token, asked: [], answers: {} };
  for (const get of wanted) {
    const url = earlyUrl(get, params, location.search);
    if (url === null) continue;
    gets.asked.push(url);
    gets.answers[url] = fetch(url, { headers: { authorization: `Bearer ${token}` } });
    // A failed request is the app's to retry: no unhandled rejection here.
    gets.answers[url]!.catch(() => undefined);
  }
  window.__koboEarlyGets = gets;
}

/**
 * Asks for the files the app's first page needs (the root's `data-preload`, which the build
 * writes: names under /assets/ without `.js`) as module preloads, fetched and compiled but
 * not run, four per task: adding one costs a millisecond or more of the main thread on a
 * slow phone, and a page needs 30-80.
 */
function preloadFiles(names: string[]): void {
  for (const name of names.splice(0, 4)) addModulePreload(`/assets/${name}.js`, 'low');
  if (names.length) setTimeout(() => preloadFiles(names), 0);
}

(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // What is only for a Cognito group (the super-admin area, its entry in Settings) is in the
  // markup hidden, and shown here, before the first paint, when the stored token names the
  // group; anyone else never sees it. Without a good stored token it waits for the app.
  const groups = groupsOf(storedSession()?.claims);
  for (const part of Array.from(root.querySelectorAll<HTMLElement>('[data-kobo-group]'))) {
    if (groups.includes(part.dataset.koboGroup ?? '')) part.hidden = false;
  }
  // In a task of its own, after this one (which makes the page answer taps): a page's first
  // fetch() costs several milliseconds on a slow phone, and one long task is worse than two short ones.
  setTimeout(() => askEarly(root, groups), 0);
  const files = root.dataset.preload?.split(' ').filter(Boolean) ?? [];
  setTimeout(() => preloadFiles(files), 0);
  const actions: EarlyAction[] = [];
  let notice: HTMLElement | undefined;

  /** Shows `tab`; `picked`: the user chose it (a tap, a key, a link), so the app takes it over (handover.ts). */
  const selectTab = (tab: Element, picked = false) => {
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    if (picked) list.setAttribute('data-kobo-picked', '');
    for (const other of Array.from(list.querySelectorAll('[role="tab"]'))) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.setAttribute('tabindex', selected ? '0' : '-1');
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
  };

  // A user who keeps the side navigation collapsed sees its rail from the first paint:
  // the prerendered shell names the key the app keeps that choice under (rail-state.ts).
  const shell = root.querySelector<HTMLElement>('[data-rail-key]');
  try {
    if (shell && localStorage.getItem(shell.dataset.railKey ?? '') === 'true') {
      shell.classList.add(COLLAPSED_CLASS);
      const toggle = shell.querySelector('[aria-controls="kobo-sidenav"][aria-expanded]');
      toggle?.setAttribute('aria-expanded', 'false');
      toggle?.setAttribute('aria-label', 'Expand navigation');
    }
  } catch {
    // Storage refused (private browsing): the navigation stays open, as the app will show it.
  }

  const here = location.pathname + location.search;
  for (const tab of Array.from(root.querySelectorAll('[role="tab"][data-href]'))) {
    if (tab.getAttribute('data-href') === here) selectTab(tab);
  }
  // A group of links standing for choices of this page (the dashboard's fiscal year): the one
  // to the page's own URL is marked current, as the app will mark it.
  const choices = Array.from(root.querySelectorAll<HTMLAnchorElement>('[data-kobo-choices] a[href]'));
  if (choices.some((a) => a.getAttribute('href') === here)) {
    for (const a of choices) {
      if (a.getAttribute('href') === here) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  }

  const showNotice = () => {
    if (notice) return;
    notice = document.createElement('div');
    notice.setAttribute('role', 'status');
    notice.setAttribute('data-kobo-early-notice', '');
    notice.textContent = 'Getting ready\u2026 Kobo will carry on in a moment.';
    notice.style.cssText =
      'position:fixed;left:50%;bottom:88px;transform:translateX(-50%);z-index:10000;max-width:calc(100% - 32px);padding:10px 16px;' +
      'border-radius:20px;background:#0f141a;color:#fff;font:14px/20px "Open Sans",Arial,sans-serif;box-shadow:0 4px 12px rgba(0,0,0,.25)';
    document.body.appendChild(notice);
  };

  /** Shows "Getting ready…" on the button itself, keeping its own words for the app to find it by. */
  const markWaiting = (button: HTMLElement) => {
    if (!button.hasAttribute('data-kobo-label')) button.setAttribute('data-kobo-label', (button.textContent ?? '').trim());
    button.setAttribute('aria-busy', 'true');
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    let first = true;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.trim()) continue;
      node.nodeValue = first ? 'Getting ready\u2026' : '';
      first = false;
    }
  };

  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    if (!root.contains(form)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter ?? form.querySelector<HTMLElement>('button:not([type="button"]):not([type="reset"]), input[type="submit"]');
    for (let i = actions.length - 1; i >= 0; i--) if (actions[i]!.kind === 'submit') actions.splice(i, 1);
    actions.push({ kind: 'submit', form, submitter: submitter ?? null });
    if (submitter) markWaiting(submitter);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (!root.contains(target)) return;
    const tab = target.closest('[role="tab"]');
    if (tab) {
      event.preventDefault();
      selectTab(tab, true);
      return;
    }
    const link = target.closest('a[href]');
    if (link) {
      // A link to what one of this page's tabs shows switches to that tab; other links just work.
      const href = link.getAttribute('href');
      const same = Array.from(root.querySelectorAll('[role="tab"][data-href]')).find((t) => t.getAttribute('data-href') === href);
      if (same) {
        event.preventDefault();
        selectTab(same, true);
      }
      return;
    }
    const button = target.closest<HTMLElement>('button, [role="button"]');
    // Submit buttons of a form go through the submit event (one outside any form submits nothing: it is kept as a press).
    if (!button || (button instanceof HTMLButtonElement && ((button.type !== 'button' && button.form) || button.disabled))) return;
    actions.push({ kind: 'click', element: button });
    button.setAttribute('aria-busy', 'true');
    showNotice();
  };

  /** Arrow keys, Home and End move between tabs and choose them, as the app's tabs do. */
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest?.('[role="tab"]');
    const list = tab?.closest('[role="tablist"]');
    if (!tab || !list || !root.contains(list) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
    const at = tabs.indexOf(tab as HTMLElement);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const next = step !== undefined ? tabs[(at + step + tabs.length) % tabs.length] : event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs[tabs.length - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    selectTab(next, true);
    next.focus();
  };

  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  const early: EarlyInput = {
    takeOver() {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
      notice?.remove();
      return actions.splice(0);
    },
  };
  window.__koboEarly = early;
})();
