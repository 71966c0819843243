import type * as z from 'zod';
/** Typed domain errors. The one error mapper in http.ts turns them into responses. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, fields ? 'validation_failed' : 'bad_request', message, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that', code = 'forbidden') {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(what = 'Resource') {
    super(404, 'not_found', `${what} not found`);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict', fields?: Record<string, string>) {
    super(409, code, message, fields);
  }
}
/** The answer to a request DynamoDB (or the network to it) could not carry out just now. */
export const TRY_AGAIN_MESSAGE = 'Kobo could not finish this just now. Please try again in a moment.';

/** A refusal that passes (throttling, a timeout): the request may simply be sent again (503, Retry-After). */
export class TryAgainError extends AppError {
  constructor() {
    super(503, 'try_again', TRY_AGAIN_MESSAGE);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limit: number) {
    super(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KB`);
  }
}

/** Turns zod issues into `{ field.path: message }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'Unknown field';
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses with a shared schema, refusing with a 400 that names each field (the
 * request's own input, or a stored document a clone or conversion copies,
 * which must pass today's rules too).
 */
export function checked<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.entries(fields)[0];
    throw new BadRequestError(first ? `Invalid ${where}: ${first[0]}: ${first[1]}` : `Invalid ${where}`, fields);
  }
  return result.data;
}
