import type { Page } from '@playwright/test';

/** Holding the app's scripts back: what a phone on slow mobile data sees before the app arrives. */
/** Once let through, a page's scripts still come in a few rounds of imports. */
export const ARRIVAL = { timeout: 30_000 };

/**
 * Holds back every script of the app (the entry and all its chunks) until `release()`:
 * whatever the test does before that is done before the app arrives, however slow the
 * machine (a fixed delay would be a race). `hold()` holds them back again.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void; hold: () => void }> {
  let gate!: Promise<void>;
  let release!: () => void;
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release: () => release(), hold };
}

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
