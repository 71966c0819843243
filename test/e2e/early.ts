import type { Page } from '@playwright/test';

/** Holding the app's scripts back: what a phone on slow mobile data sees before the app arrives. */
/** Once let through, a page's scripts still come in a few rounds of imports. */
export const ARRIVAL = { timeout: 30_000 };

/** Requests held at a gate until `release()`; `hold()` closes the gate again for what comes next. */
export interface Gate {
  release: () => void;
  hold: () => void;
}

/**
 * Holds back the requests that `url` matches until `release()`: whatever the test does
 * before that is done before they arrive, however slow the machine (a fixed delay would be
 * a race). Playwright's routing turns the HTTP cache off while it is on, so a cached answer
 * cannot slip past on the next page either.
 */
export async function holdRequests(page: Page, url: RegExp | ((url: URL) => boolean)): Promise<Gate> {
  let gate!: Promise<void>;
  let release!: () => void;
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route(url, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release: () => release(), hold };
}

/** Holds back every script of the app (the entry and all its chunks). */
export const holdScripts = (page: Page) => holdRequests(page, /\/assets\/[^?]*\.js(\?.*)?$/);

/**
 * Holds back the app's entry script (`/assets/main-*.js`): nothing of the app runs without
 * it, and the rest of the page's files (which the early script preloads, fetched but not
 * run) come as they would.
 */
export const holdEntry = (page: Page) => holdRequests(page, /\/assets\/main-[^/?]*\.js(\?.*)?$/);

/**
 * Holds back the page's data (every API read but `/api/me`, which names the caller and
 * their company for the shell): the app then lands on the page's loading state, as it does
 * when the data is slower than the app.
 */
export const holdData = (page: Page) => holdRequests(page, (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/me');

/**
 * Waits for the prerendered page and its early script, not for the load event: the held
 * module script holds that back. `load` is page.goto or page.reload, with waitUntil: 'commit'.
 */
export async function prerendered(page: Page, load: Promise<unknown>): Promise<void> {
  await load;
  await page.waitForFunction(() => '__koboEarly' in window);
}

/** Every page load of the main frame, by URL: one entry means the page never reloaded. */
export function pageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

/** The app has rendered over the prerendered page (its early script has handed over). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__koboEarly' in window), undefined, ARRIVAL);
}

/** The page is still the prerendered HTML (the app has not taken over). */
export const stillPrerendered = (page: Page) => page.evaluate(() => '__koboEarly' in window);
