export const LAYOUT: string;
export const SESSION_ANSWERS: string;
export const PAGE_LIST: string;
export function pagesOf(dist: string): Record<string, string[]>;
export function initialJavaScript(
  dist: string,
  page: string,
): { page: string; files: string[]; raw: number; gzip: number; brotli: number };
