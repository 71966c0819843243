import type { Page } from '@playwright/test';
import { DASHBOARD_PAGES, earlyGets } from '../../frontend/src/app/features';
import { earlyUrl } from '../../frontend/src/prerender/early-url';
import { oneOfEachRecord } from './documents';
import { appTookOver, holdData, holdEntry, prerendered, stillPrerendered } from './early';
import { expect, expectAccessible, expectNoHorizontalScroll, makeSuperAdmin, onboardedUser, signIn, test } from './fixtures';

/**
 * Every dashboard page of the manifest, at both widths, as a phone on slow mobile data gets
 * it: with every script of the app held back, the page shows its shell (the navigation, or
 * its menu button on a phone) and its own heading or loading words, and a field it shows takes
 * typing; once the scripts arrive the app lands on the same boxes (no layout shift from the
 * handover) and what was typed is still there. Generated from the manifest, so a page added
 * later is held to it without anyone remembering to. The hold is a gate, not a delay: the
 * app's entry script is held until the test has done all it does on the prerendered page,
 * however slow the machine, and nothing of the app runs without it. The page's data is held
 * until the app has landed, so the app lands on the loading state the HTML shows (what comes
 * with the data is the data's, and Lighthouse's CLS in `npm run bench` counts it).
 *
 * On slow mobile data the page's first API answers travel while the app downloads: the
 * prerendered page's inline script asks for what its manifest entry names (FeaturePage.gets,
 * /api/me for every dashboard page), and the app takes those answers instead of asking
 * again; a page's list that no longer matches what the page asks for (a query renamed, a GET
 * added) fails here. Once the data is in, at a phone's width (the flows' own tests check
 * theirs at both): nothing scrolls sideways, and axe finds no serious or critical problem.
 */
// About 50 pages: 3.5-5 minutes a width on this 2-core machine, more while the other worker runs a journey.
test.describe.configure({ timeout: 600_000 });

/** The first empty text field the prerendered page shows, by its label, or null. */
const firstEmptyField = (page: Page) =>
  page.evaluate(() => {
    const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root main input:not([type]), #root main input[type="text"], #root main input[type="email"], #root main input[type="tel"], #root main textarea'));
    for (const field of fields) {
      const box = field.getBoundingClientRect();
      if (field.matches(':disabled') || field.readOnly || field.value !== '' || box.width === 0 || box.height === 0) continue;
      const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label');
      if (label) return label;
    }
    return null;
  });

/** Where the page's heading is, to the pixel. */
const headingBox = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('#root main h1, #root h1');
    if (!heading) return null;
    // Where it starts and how tall, not how wide: its words may grow with what the app knows ('Welcome' gains the user's name).
    const { x, y, height } = heading.getBoundingClientRect();
    return { x: Math.round(x), y: Math.round(y), height: Math.round(height) };
  });

test('every dashboard page, its scripts held back, shows its shell and heading, keeps what is typed, and the app lands on the same boxes', async ({ page }) => {
  const user = await onboardedUser('held');
  const ids = await oneOfEachRecord(user);
  // A super admin, so the super-admin area's pages are walked as the people who use them see them.
  await makeSuperAdmin(user);
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  // Layout shifts of every page, with when they happened (the page's own clock).
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: { at: number; value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    // What moved, in words a failure can show: the element, its class and text, from where to where.
    const describe = ({ node, previousRect: a, currentRect: b }: Source) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element ? `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"` : String(node);
      return `${name} (${a.x},${a.y} ${a.width}x${a.height}) -> (${b.x},${b.y} ${b.width}x${b.height})`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources: Source[] };
        shifts.push({ at: entry.startTime, value: shift.value, moved: shift.sources.map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') asked.push(url.pathname + url.search);
  });
  const gate = await holdEntry(page);
  const data = await holdData(page);
  const mobile = (page.viewportSize()?.width ?? 1440) < 700;

  const walk = DASHBOARD_PAGES.map(({ pattern, feature }) => {
    const params = { ':id': ids[feature.path] ?? 'none' };
    return { url: pattern.replace(/:id\b/, params[':id']), expected: earlyGets(pattern).flatMap((get) => earlyUrl(get, params, '') ?? []) };
  });
  // Pages whose URL parameters are their API's ('?*' in the manifest): the early request carries them, and the app takes it.
  walk.push(
    { url: '/dashboard/reports/sales-by-customer?period=last_year', expected: ['/api/me', '/api/reports/sales-by-customer?period=last_year'] },
    { url: '/dashboard?year=last', expected: ['/api/me', '/api/dashboard?year=last'] },
  );
  for (const { url, expected } of walk) {
    await test.step(url, async () => {
      asked.length = 0;
      gate.hold();
      data.hold();
      await prerendered(page, page.goto(url, { waitUntil: 'commit' }));
      // The shell and the page's own heading, from the HTML alone.
      const shell = mobile ? page.getByRole('button', { name: 'Open navigation menu' }) : page.getByRole('navigation').first();
      await expect(shell, `${url}: the shell before the app`).toBeVisible();
      // Its heading, or (a record's page, whose name comes with its data) its loading state.
      const before = await headingBox(page);
      if (!before) await expect(page.locator('#root main [role="progressbar"], #root main [role="status"], #root main [aria-busy="true"]').first(), `${url}: a heading or a loading state before the app`).toBeVisible();
      const label = await firstEmptyField(page);
      const typed = 'Typed early 1';
      if (label) await page.getByLabel(label, { exact: true }).first().fill(typed);
      // All of that happened before the app: the page is still the HTML's.
      expect(await stillPrerendered(page), `${url}: the app was held back`).toBe(true);
      // The inline script asked, as the page's HTML was read, for what the manifest names.
      await expect.poll(() => page.evaluate(() => window.__koboEarlyGets?.asked ?? []), { message: `${url}: asked before the app` }).toEqual(expected);
      const released = await page.evaluate(() => performance.now());
      gate.release();
      await appTookOver(page);
      // Two frames after the handover: whatever it moved has been laid out and counted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (before) expect.soft(await headingBox(page), `${url}: the heading where it was`).toEqual(before);
      const shifts = await page.evaluate((since) => (window as unknown as { __shifts: { at: number; value: number; moved: string[] }[] }).__shifts.filter((s) => s.at >= since), released);
      const shift = shifts.reduce((sum, s) => sum + s.value, 0);
      expect.soft(shift, `${url}: layout shift as the app took over; moved: ${shifts.flatMap((s) => s.moved).join('; ')}`).toBe(0);
      if (label) await expect.soft(page.getByLabel(label, { exact: true }).first(), `${url}: "${label}" keeps what was typed`).toHaveValue(typed);
      data.release();
      await page.waitForLoadState('networkidle');
      // The app took every early answer and asked none again.
      await expect.poll(() => page.evaluate(() => Object.keys(window.__koboEarlyGets?.answers ?? {})), { message: `${url}: answers the app never took`, timeout: 5_000 }).toEqual([]);
      const twice = asked.filter((get, i) => asked.indexOf(get) !== i);
      expect.soft(twice, `${url}: asked again by the app`).toEqual([]);
      if (mobile) {
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      }
    });
  }
});
