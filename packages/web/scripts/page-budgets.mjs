// The most initial JavaScript (gzip, KB) each page may send: /login and every page of the registry
// (src/app/pages.ts). `npm run test:size` fails above a budget, or for a page without one (a new page adds its line
// here; src/app/pages.test.ts checks the two lists match). Each budget is its page's figure of 2026-11-25 (issue 25,
// after the dashboards' dialogs left their first chunks) plus 3 to 5 KB: room for a small change, not for a new
// library on a page's first screen. Raise one only with the reason in docs/benchmarks.md.
export const PAGE_JS_BUDGETS_KB = {
  "/login": 130, // 126.8 (issue 8's target was 150)
  "/dashboard": 174, // 170.0
  "/operator-dashboard": 194, // 189.6
  "/mechanic-dashboard": 191, // 187.0
  "/field-supervisor-dashboard": 195, // 190.7
  "/equipment": 220, // 215.9
  "/equipment/assignments": 205, // 200.5
  "/equipment/:id": 226, // 221.8
  "/scan": 171, // 162.6; 167.9 with the top bar's bell and the live updates' loader (issue 27, docs/benchmarks.md)
  // The parts pages (docs/decisions/032): their forms load with their dialogs, not with the page.
  "/parts": 179, // 174.6
  "/parts/to-order": 178, // 173.3
  "/parts/locations": 175, // 170.2
  "/parts/truck": 176, // 171.7 (the mechanic's phone page)
  "/parts/scan": 170, // 165.8
  "/parts/:id": 178, // 173.7
  "/work-orders": 220, // 215.4
  "/tasks": 187, // 183.2
  "/reports": 196, // 192.2 (visx, on this page only: docs/decisions/017-reports.md)
  "/users": 199, // 194.6
  "/notifications/settings": 188, // 183.1 (issue 27)
  "/dev/api-explorer": 188, // 184.4
  "/dev/database-tools": 186, // 181.8
};
