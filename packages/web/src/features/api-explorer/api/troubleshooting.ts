import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { INVALID_METHOD_MESSAGE } from "@mnx/domain";
import { domainText, i18n } from "../../../lib/i18n/i18n";

/**
 * The API explorer's troubleshooting texts (part 2, 8: their wording is ours). By the error's code first,
 * then by its HTTP status, else a general hint. Codes of the spec that this server cannot answer (a serverless
 * deployment's DEPLOYMENT_PROTECTION, HANDLER_IMPORT_ERROR...) are not here: docs/decisions/015.
 */
const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  AUTH_REQUIRED: msg`The call carried no sign-in. Sign in again: the explorer sends your own session with every test.`,
  INVALID_TOKEN: msg`Your session has expired or was ended. Sign in again and repeat the test.`,
  INSUFFICIENT_PERMISSIONS: msg`Your role may not make this call. The explorer calls with your own rights only: see 'Required role' in the endpoint's details.`,
  VALIDATION_ERROR: msg`The server refused the input. The details name each field and what is wrong with it; compare the parameters and the body with the example.`,
  INVALID_ENDPOINT: msg`Only paths under /api/v1 of this server can be tested: no other host, no absolute URL, no '.' or '..' segments.`,
  NOT_FOUND: msg`Nothing with that id exists in your organization. Check the ids in the path: another organization's records answer 404 too.`,
  RATE_LIMITED: msg`Too many calls in a short time from your address. Wait a minute, then try again.`,
  NETWORK_ERROR: msg`No answer reached this browser. Check the connection and that the server is running, then try again.`,
  TIMEOUT_ERROR: msg`The server did not answer within 30 seconds. Try again; narrow a list with filters or a smaller limit.`,
};

const BY_STATUS: Readonly<Record<number, MessageDescriptor>> = {
  400: msg`The request was refused as written: check the parameters and the body against the example.`,
  401: msg`Your session is missing or has expired. Sign in again and repeat the test.`,
  403: msg`Your role may not make this call: see 'Required role' in the endpoint's details.`,
  404: msg`Nothing was found at this path. Check the ids in the path; another organization's records answer 404 too.`,
  409: msg`The call conflicts with the data as it is now (a number already taken, an assignment already ended...). The message says which.`,
  422: msg`The request was understood but cannot be done as sent: an Idempotency-Key reused with another body, or a value the rules refuse.`,
  500: msg`The server failed while handling the call. Try again; if it keeps failing, the server's log has this request's details.`,
  503: msg`The database is unavailable or busy. Try again in a moment.`,
};

const GENERAL = msg`Read the message and the details: they say what the server refused and why.`;

/** The hint in the language shown; a wrong method is told in the domain's own words (the server's refusal). */
export function troubleshootingHint(code: string | undefined, status: number): string {
  if (code === "INVALID_METHOD") return `${domainText(INVALID_METHOD_MESSAGE)}.`;
  return i18n._((code && BY_CODE[code]) || BY_STATUS[status] || GENERAL);
}
