/*
 * The one rule for text in a request: what every text field of every body and
 * query may hold. Text goes into PDFs, CSV files, e-mails and, with
 * e-invoicing, XML and JSON sent on; a NUL, another control character or half
 * of a surrogate pair breaks each of them, and no keyboard types one. The route
 * factory (functions/lib/http.ts) applies it to every body and query before the
 * route's own schema, so no field can forget it.
 */

/**
 * The fields that take several lines (a textarea on the forms): notes, terms,
 * descriptions, bank details, a comment, an e-mail's message, a decline's
 * reason. Only these take a tab or a line break; a field is known by its name,
 * at any depth (`lines.0.description`).
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['description', 'notes', 'customerNotes', 'terms', 'bankDetails', 'body', 'text', 'reason']);

export const TEXT_MESSAGES = {
  control: 'Remove the control characters (such as NUL) from this text',
  lineBreak: 'This field takes one line: remove the line breaks and tabs',
  surrogate: 'This text has a broken character (half of an emoji): type it again',
} as const;

// C0 controls but tab, LF and CR; DEL; the C1 controls. Finding them is this rule's purpose.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one text (undefined: nothing); `multiline` lets tabs and line breaks through. */
export function textProblem(text: string, multiline: boolean): string | undefined {
  if (CONTROL.test(text)) return TEXT_MESSAGES.control;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.surrogate;
  if (!multiline && LINE_BREAK.test(text)) return TEXT_MESSAGES.lineBreak;
  return undefined;
}

export const isMultiline = (path: readonly (string | number)[]): boolean => {
  const last = [...path].reverse().find((k) => typeof k === 'string');
  return typeof last === 'string' && MULTILINE_FIELDS.has(last);
};

/**
 * Every text in a parsed JSON value (or a query's parameters) that breaks the rule, by its
 * path as the API names fields (`lines.0.name`); object keys are held to it too.
 */
export function textIssues(value: unknown, path: (string | number)[] = []): Record<string, string> {
  const issues: Record<string, string> = {};
  const walk = (v: unknown, at: (string | number)[]) => {
    if (typeof v === 'string') {
      const problem = textProblem(v, isMultiline(at));
      if (problem) issues[at.join('.') || '_'] = problem;
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const keyProblem = textProblem(k, false);
        if (keyProblem) issues[[...at, k].join('.')] = keyProblem;
        else walk(x, [...at, k]);
      }
    }
  };
  walk(value, path);
  return issues;
}
