export const PAGES: Record<string, string[]>;
export const LOGIN_JS_BUDGET_GZIP: number;
export function initialJavaScript(
  dist: string,
  page: string,
): { page: string; files: string[]; raw: number; gzip: number; brotli: number };
