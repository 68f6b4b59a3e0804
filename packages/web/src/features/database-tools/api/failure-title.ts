import { isApiError } from "../../../lib/api-error";

/** No answer at all (network or timeout) has its own title in the spec (part 2, 8); any other failure, `title`. */
export function failureTitle(error: unknown, title: string, networkTitle: string): string {
  return isApiError(error) && (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR")
    ? networkTitle
    : title;
}
