import { DASHBOARD_PAGES, earlyGets } from '../../frontend/src/app/features';
import { oneOfEachRecord } from './documents';
import { appTookOver } from './early';
import { expect, expectAccessible, expectNoHorizontalScroll, onboardedUser, signIn, test } from './fixtures';

/**
 * On slow mobile data the page's first API answers travel while the app downloads: the
 * prerendered page's inline script asks for what its manifest entry names (FeaturePage.gets
 * in frontend/src/app/features.ts, /api/me for every dashboard page), and the app takes those
 * answers instead of asking again. Generated from the manifest, so a page's list that no
 * longer matches what the page asks for (a query renamed, a GET added) fails here. The
 * same walk, at a phone's width (what it checks of the early answers does not depend on
 * the width), holds every page to 375px: nothing scrolls sideways, and axe finds no
 * serious or critical problem once the page's data is in.
 */
test.describe.configure({ timeout: 300_000 });

test('every dashboard page asks for its first API answers before the app arrives, the app asks for none of them again, and at 375px the page fits the screen and axe finds nothing serious @mobile-only', async ({ page }) => {
  const user = await onboardedUser('early-data');
  const ids = await oneOfEachRecord(user);
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bola' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') asked.push(url.pathname + url.search);
  });

  for (const { pattern, feature } of DASHBOARD_PAGES) {
    const url = pattern.replace(/:id\b/, ids[feature.path] ?? 'none');
    const expected = earlyGets(pattern).map((get) => get.replace(/:id\b/, ids[feature.path] ?? 'none'));
    await test.step(url, async () => {
      asked.length = 0;
      await page.goto(url);
      // The inline script asked, as the page's HTML was read, for what the manifest names.
      expect.soft(await page.evaluate(() => window.__koboEarlyGets?.asked), `${url}: asked before the app`).toEqual(expected);
      await appTookOver(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The app's first render has asked for what it needs: every early answer is taken by then.
      await expect.poll(() => page.evaluate(() => Object.keys(window.__koboEarlyGets?.answers ?? {})), { message: `${url}: answers the app never took`, timeout: 5_000 }).toEqual([]);
      const twice = asked.filter((get, i) => asked.indexOf(get) !== i);
      expect.soft(twice, `${url}: asked again by the app`).toEqual([]);
      // Every page at a phone's width, with its data in (the flows' own tests check theirs at both widths).
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});
