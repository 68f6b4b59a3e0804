// The most initial JavaScript (gzip, KB) each page may send: /login and every page of the registry
// (src/app/pages.ts). `npm run test:size` fails above a budget, or for a page without one (a new page adds its line
// here; src/app/pages.test.ts checks the two lists match). Each budget is its page's figure of 2026-11-25 (issue 25,
// after the dashboards' dialogs left their first chunks) plus 3 to 5 KB: room for a small change, not for a new
// library on a page's first screen. Raise one only with the reason in docs/benchmarks.md.
export const PAGE_JS_BUDGETS_KB = {
  "/login": 130, // 126.8 (issue 8's target was 150)
  "/dashboard": 174, // 170.0
  "/operator-dashboard": 185, // 181.0 (first visit in fewer files, issue 25)
  "/mechanic-dashboard": 185, // 181.2 (first visit in fewer files, issue 25)
  "/field-supervisor-dashboard": 187, // 182.7 (first visit in fewer files, issue 25)
  "/equipment": 220, // 215.9
  "/equipment/assignments": 205, // 200.5
  "/equipment/:id": 226, // 221.8
  "/scan": 176, // 172.6 with the top bar's bell (issue 27)
  // The parts pages (docs/decisions/032): their forms load with their dialogs, not with the page.
  "/parts": 187, // 183.9 with the top bar's bell (issue 27)
  "/parts/to-order": 187, // 183.6 with the top bar's bell (issue 27)
  "/parts/locations": 187, // 183.5 with the top bar's bell (issue 27)
  "/parts/truck": 188, // 185.0 with the top bar's bell (issue 27)
  "/parts/scan": 179, // 175.4 with the top bar's bell (issue 27)
  "/parts/:id": 189, // 185.8 with the top bar's bell (issue 27)
  "/work-orders": 220, // 215.4
  "/tasks": 187, // 183.2
  "/reports": 196, // 192.2 (visx, on this page only: docs/decisions/017-reports.md)
  "/users": 203, // 200.0 with the top bar's bell (issue 27)
  "/notifications/settings": 200, // 196.9 with the top bar's bell (issue 27)
  "/dev/api-explorer": 194, // 190.4 with the top bar's bell (issue 27)
  "/dev/database-tools": 192, // 188.5 with the top bar's bell (issue 27)
};
