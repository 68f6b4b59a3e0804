import { apiDownload } from "./api-client";

/**
 * Downloads a file the API sends (a CSV, a PDF) with the caller's sign-in, saved under the name the server
 * gives it (else `fallbackName`).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  query?: Record<string, string | undefined>,
): Promise<void> {
  const { blob, fileName } = await apiDownload(path, fallbackName, query ? { query } : {});
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a later revoke frees the memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
