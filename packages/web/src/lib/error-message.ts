import { isApiError } from "./api-error";

/** The message to show for a failed call: the server's (or the client's) own, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
