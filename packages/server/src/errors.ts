import { ERROR_CODES, type ErrorDetail, isErrorCode } from "@mnx/domain";

/**
 * The one typed error (STYLE.md principle 4). Services throw it; plugins/errors.ts turns it into
 * `{success: false, error, code, details?}` with its HTTP status. The status defaults to the code's status in
 * the domain's ERROR_CODES table, else 400.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: string,
    message: string,
    status?: number,
    readonly details?: ErrorDetail[],
    /** A 429's Retry-After: seconds until the call may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = status ?? (isErrorCode(code) ? ERROR_CODES[code].status : 400);
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message, 404);
