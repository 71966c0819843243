import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod';

/*
 * KOBO_CHECK_RESPONSES=1 (the integration tier, npm start): every answer, as it goes on the wire,
 * against its route's answer schema (route() in http.ts calls answerMismatch). The front end takes
 * answers unparsed, as the schema's output type, so the parse must give the answer back unchanged.
 */

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A value as the mismatch message shows it: JSON, cut short. */
function shown(value: unknown, present: boolean): string {
  if (!present) return 'absent';
  if (value === undefined) return 'undefined';
  if (value instanceof Date) return 'a Date';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Where two values first differ (`items[0].notes`, or the whole answer) and what each
 * has there; undefined when they are deeply, strictly equal. `sent` is the answer as it
 * went on the wire, `output` what the schema made of it.
 */
function firstDifference(sent: unknown, output: unknown, path = '', sentPresent = true, outputPresent = true): string | undefined {
  if (sentPresent === outputPresent && isDeepStrictEqual(sent, output)) return undefined;
  const where = path || '(the whole answer)';
  const at = `${where} (sent: ${shown(sent, sentPresent)}; the schema's output: ${shown(output, outputPresent)})`;
  if (!sentPresent || !outputPresent) return at;
  if (Array.isArray(sent) && Array.isArray(output)) {
    for (let i = 0; i < Math.max(sent.length, output.length); i++) {
      const d = firstDifference(sent[i], output[i], `${path}[${i}]`, i < sent.length, i < output.length);
      if (d) return d;
    }
    return at;
  }
  if (isPlainObject(sent) && isPlainObject(output)) {
    for (const key of new Set([...Object.keys(sent), ...Object.keys(output)])) {
      const d = firstDifference(sent[key], output[key], path ? `${path}.${key}` : key, Object.hasOwn(sent, key), Object.hasOwn(output, key));
      if (d) return d;
    }
    return at;
  }
  return at;
}

/**
 * What is wrong with an answer's body (the JSON as sent) for its route: zod's
 * issues against the declared schema; an answer the schema parses but changes
 * (a default it fills in, a transform, a key it strips: the parse's output must
 * be the answer itself, so the front end can take the answer as it comes without
 * parsing it); or a body on a route that declares none (a 204). Undefined when
 * the answer is exactly what the route declares.
 */
export function answerMismatch(schema: z.ZodType | undefined, status: number, body: string): { message: string; issues?: z.core.$ZodIssue[] } | undefined {
  const wire: unknown = body === '' ? undefined : JSON.parse(body);
  if (!schema) {
    if (status !== 204) return { message: 'the route declares no answer schema' };
    return wire === undefined ? undefined : { message: 'a 204 answer has a body' };
  }
  const result = schema.safeParse(wire);
  if (!result.success) return { message: z.prettifyError(result.error), issues: result.error.issues };
  const difference = firstDifference(wire, result.data);
  return difference ? { message: `the answer differs from its schema's output at ${difference}` } : undefined;
}
