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
 * None now: the largest, the new invoice (react-hook-form, the line editor and its
 * pickers), is about 210 KB.
 */
export const PAGE_JS_KB: Record<string, number> = {};

/**
 * The pages whose first visit still carries zod and the API's schemas (about 27 KB, and
 * the larger part of a form page's start), each with the reason. Every other page loads
 * them when a form first checks what was typed (src/components/form-fields/lazy-schema.ts),
 * or never; a new page joins this list only with a reason, and the list only shrinks.
 */
export const PAGES_WITH_ZOD: Record<string, string> = {
  '/dashboard/customers/import': "the CSV reader's columns are the API's schemas (shared/csv)",
  '/dashboard/items/import': "the CSV reader's columns are the API's schemas (shared/csv)",
  '/dashboard/expenses/import': "the CSV reader's columns are the API's schemas (shared/csv)",
};

export const pageJsBudgetKb = (pattern: string) => PAGE_JS_KB[pattern] ?? DEFAULT_JS_KB;

/**
 * The public pages (/ and /pricing, src/public/) are for visitors on mobile data deciding
 * whether to sign up: their whole first visit (the HTML with its inline CSS, the one script,
 * the icon), KB after gzip, is at most this (frontend/page-weights.ts publicPageWeights).
 */
export const PUBLIC_PAGE_KB = 150;
