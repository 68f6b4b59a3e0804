import { isApiError } from "./api-error";
import { domainText } from "./i18n/i18n";

/**
 * The message to show for a failed call: the server's (already in the language shown) or the client's own
 * (the domain's English, translated here), else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return domainText(error.message);
  return fallback;
}
