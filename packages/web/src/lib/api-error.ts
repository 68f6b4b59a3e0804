import { CLIENT_ERROR_MESSAGES, type ClientErrorCode, ERROR_CODES, type ErrorDetail } from "@mnx/domain";

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[] | undefined;
}

/** What every failed call throws: the HTTP status (0 = no answer), the code and the spec's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;

  constructor({ status, code, message, details }: ApiErrorInit) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The client's own failures (part 1, 8): network 0, timeout 408, anything else 500. */
export function clientError(code: ClientErrorCode): ApiError {
  return new ApiError({ status: ERROR_CODES[code].status, code, message: CLIENT_ERROR_MESSAGES[code] });
}
