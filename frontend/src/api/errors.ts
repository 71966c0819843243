/** An API answer that was not 2xx, with the server's code, message and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The message to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
