/**
 * Each page's first-visit JavaScript budget, KB after gzip (frontend/page-weights.ts
 * measures it; test/unit/page-budgets.test.ts fails the build's pages that pass it).
 *
 * The bar for the whole first visit is 350 KB (docs/performance.md): the HTML with its
 * inline styles (about 10-13 KB), the runtime config and the page's API answers (2-10 KB)
 * and response headers leave well over 270 KB for JavaScript (no page downloads a font),
 * of which React, the router, React Query and the app's shell take about 134 KB on every
 * signed-in page (an empty list's page is that alone).
 * A new page gets DEFAULT_JS_KB; a page above it is listed here with its own figure
 * and the reason, and each figure only ever goes down.
 */
export const DEFAULT_JS_KB = 270;

/**
 * The pages over the default, by URL pattern, each with its figure and the reason.
 * None now: the largest, the new invoice (zod and its schemas with react-hook-form for
 * the form, the line editor and its pickers), is 238 KB; list and detail pages load no
 * zod (the API client takes answers unparsed).
 */
export const PAGE_JS_KB: Record<string, number> = {};

export const pageJsBudgetKb = (pattern: string) => PAGE_JS_KB[pattern] ?? DEFAULT_JS_KB;
