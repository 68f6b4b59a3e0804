// The most initial JavaScript (gzip, KB) each page may send: /login and every page of the registry
// (src/app/pages.ts). `npm run test:size` fails above a budget, or for a page without one (a new page adds its line
// here; src/app/pages.test.ts checks the two lists match). Each budget is its page's figure of 2026-11-25 (issue 25,
// after the dashboards' dialogs left their first chunks) plus 3 to 5 KB: room for a small change, not for a new
// library on a page's first screen; tightened 2026-11-26 where the chunk plan (docs/decisions/034) gained, and
// counting from then the stored session's schema every signed-in page loads at start. Raise one only with the
// reason in docs/benchmarks.md.
export const PAGE_JS_BUDGETS_KB = {
  "/login": 136, // 126.8 (issue 8's target was 150); 130.1 with periodic inspections and machine alerts merged (046, 047: their capabilities, labels and codes in the shared domain chunk); +3 KB: the i18n runtime, Lingui (048); 135.3 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/dashboard": 184, // 170.0; 174.4 with templates, signatures and telematics merged (042-044); 175.1 with machine alerts' vocabulary (047); 175.1 with periodic inspections (046: the role's capabilities and the lazy inspector's work); 176.1 with both (and the machine's inspection history's lazy section); +3 KB: the i18n runtime, Lingui (048); 182.5 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/operator-dashboard": 196, // 187.1 with 046 and 047 merged; 181.0 (first visit in fewer files, issue 25); 185.7 with signatures (043); 187.3 with templates, signatures and telematics merged (042-044); 185.8 with the submission schema out of the first chunk; +3 KB: the i18n runtime, Lingui (048); 193.7 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 195.0 before, +0.3 with the opened page's dialogs fetched without running (034, 2026-12-07)
  "/mechanic-dashboard": 197, // 187.0 with 046 and 047 merged; 181.2 (first visit in fewer files, issue 25); 185.8 with signatures (043); 187.3 with templates, signatures and telematics merged (042-044); 185.8 with the submission schema out of the first chunk; +3 KB: the i18n runtime, Lingui (048); 193.6 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 195.2 with every screen in Spanish and French (048)
  "/field-supervisor-dashboard": 198, // 188.5 with 046 and 047 merged; 182.7 (first visit in fewer files, issue 25); 187.3 with signatures (043); 187.3 with the submission schema out of the first chunk; +3 KB: the i18n runtime, Lingui (048); 195.1 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 197.0 before, +0.3 with the opened page's dialogs fetched without running (034, 2026-12-07)
  "/equipment": 236, // 215.9; 221.0 with checklist templates (042: the N/A mark and readings in the shared inspection schema); 221.4 with signatures (043); +3 KB: the i18n runtime, Lingui (048); 231.4 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 234.3 with every screen in Spanish and French (048)
  "/equipment/assignments": 221, // 200.5; 205.1 with the session's currency and Web Push (docs/benchmarks.md); 208.0 with 042; 208.4 with 043; 211.3 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 218.0 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 219.7 with every screen in Spanish and French (048)
  "/equipment/:id": 249, // 221.8; 228.4 with the daily inspection driven by the machine's checklist template (042); 228.5 with signatures (043); 234.4 with templates, signatures and telematics merged (042-044); 236.1 with the telematics section and alert count (047); 236.5 with template kinds and the periodic schemas (046); 237.9 with both and the inspection history's lazy section; +3 KB: the i18n runtime, Lingui (048); 245.2 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 247.6 with every screen in Spanish and French (048)
  // Meter readings (docs/decisions/041): the held readings and the CSV import, managers' desk pages.
  "/meter-readings": 195, // 183.0; +3 KB: the i18n runtime, Lingui (048); 193.3 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/meter-readings/import": 191, // 182.7; +3 KB: the i18n runtime, Lingui (048)
  "/defects": 200, // 183.9 (docs/decisions/040); 188.4 with templates, signatures and telematics merged (042-044); 189.1 with machine alerts' vocabulary (047); 189.3 with periodic inspections (046); 190.0 with both; +3 KB: the i18n runtime, Lingui (048); 197.1 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 198.7 before, +0.3 with the opened page's dialogs fetched without running (034, 2026-12-07)
  "/machine-alerts": 196, // 186.3 (docs/decisions/047; the note dialog loads when opened); 186.8 with 046 merged; +3 KB: the i18n runtime, Lingui (048); 194.3 with every screen in Spanish and French (048)
  "/checklist-templates": 218, // 205.3: the editor form (react-hook-form field arrays, zod, the machine picker) (docs/decisions/042); +3 KB: the i18n runtime, Lingui (048); 216.3 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/periodic-inspections": 200, // 190.9: the inspector's work and the schedules; the forms load with their dialogs (046); +3 KB: the i18n runtime, Lingui (048); 198.3 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/scan": 186, // 172.6 with the top bar's bell (issue 27); 176.6 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 184.3 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  // The parts pages (docs/decisions/032): their forms load with their dialogs, not with the page.
  "/parts": 199, // 183.9 with the top bar's bell (issue 27); 187.1 with defects (040) and meters (041) together; 189.3 with signatures (043); 190.8 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 197.2 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/parts/to-order": 198, // 183.6 with the top bar's bell (issue 27); 188.7 with signatures (043); 190.2 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 196.5 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/parts/locations": 199, // 183.5 with the top bar's bell (issue 27); 188.7 with signatures (043); 190.2 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 196.5 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 197.7 before, +0.3 with the opened page's dialogs fetched without running (034, 2026-12-07)
  "/parts/truck": 200, // 185.0 with the top bar's bell (issue 27); 188.4 with My Truck's minimums, defects and meters; 190.7 with signatures (043); 192.1 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 198.4 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/parts/scan": 189, // 175.4 with the top bar's bell (issue 27); 179.6 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 187.2 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  // A managers' desk page with a form per rate (react-hook-form, zod) and the people picker, as /users.
  "/parts/labour-rates": 217, // 201.4 (docs/decisions/036); 207.9 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 214.4 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 215.8 before, +0.3 with the opened page's dialogs fetched without running (034, 2026-12-07)
  "/parts/:id": 202, // 185.8 with the top bar's bell (issue 27); 189.0 with meters (041) or the defect vocabulary (040); 191.8 with signatures (043); 193.2 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 199.6 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 201.0 before, +0.3 with the opened page's dialogs fetched without running (034, 2026-12-07)
  "/work-orders": 223, // 215.4; +3 KB: the i18n runtime, Lingui (048)
  "/tasks": 195, // 181.6 (183.2 before the chunk plan, and the top bar's bell since); 185.7 with signatures (043); 187.1 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 193.5 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/reports": 208, // 200.1 with 046 and 047 merged; 192.2 (visx, on this page only: docs/decisions/017-reports.md); 196.2 with meters (041); 197.6 with signatures (043); 198.9 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 206.5 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/users": 219, // 200.0 with the top bar's bell (issue 27); 204.5 with checklist templates (042); 205.1 with signatures (043); 208.1 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 215.5 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages); 217.7 with every screen in Spanish and French (048)
  "/notifications/settings": 206, // 200.0 with this device's push card and the email choice (037, 039); +3 KB: the i18n runtime, Lingui (048)
  "/webhooks": 191, // 182.8 (docs/decisions/038; its forms load with their dialogs); +3 KB: the i18n runtime, Lingui (048)
  "/telematics": 191, // 183.9 (docs/decisions/044; its form loads with its dialog); 186.6 with machine alerts' vocabulary (047); +3 KB: the i18n runtime, Lingui (048)
  "/telematics/machines": 195, // 183.3 (the link form and machine picker load with their dialog); 186.8 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 193.1 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/dev/api-explorer": 205, // 197.0 with 046 and 047 merged; 190.4 with the top bar's bell (issue 27); 195.9 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 203.5 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
  "/dev/database-tools": 203, // 195.2 with 046 and 047 merged; 188.5 with the top bar's bell (issue 27); 194.0 with templates, signatures and telematics merged (042-044); +3 KB: the i18n runtime, Lingui (048); 201.7 with the shell's texts in the catalogues (048: the frame, shared components and language picker as Lingui messages)
};

/**
 * The most files each page's first screen may take (its initial JavaScript, as above): on a phone's HTTP/1.1
 * connection, six at a time, each costs a round trip. The figure of 2026-11-26 (docs/decisions/034: the field
 * dashboards went from 55-60 files to 12) plus 3.
 */
export const PAGE_JS_FILE_BUDGETS = {
  "/login": 10, // 7
  "/dashboard": 14, // 11
  "/operator-dashboard": 15, // 12
  "/mechanic-dashboard": 15, // 12
  "/field-supervisor-dashboard": 15, // 12
  "/equipment": 31, // 28
  "/equipment/assignments": 30, // 27
  "/equipment/:id": 37, // 29; 33 with templates, signatures and telematics merged; 34 when the submission schema became its own module (the checklist form preloads it); 37 when the checklist items and the submission became pieces the daily and periodic forms share (046)
  "/meter-readings": 17, // 14
  "/meter-readings/import": 16, // 13
  "/defects": 18, // 14; 18 with the periodic inspections' shared pieces (046)
  "/machine-alerts": 18, // 14
  "/periodic-inspections": 22, // 19
  "/checklist-templates": 24, // 21
  "/scan": 16, // 13
  "/parts": 21, // 18
  "/parts/to-order": 21, // 18
  "/parts/locations": 20, // 17
  "/parts/truck": 22, // 19
  "/parts/scan": 19, // 16
  "/parts/labour-rates": 27, // 24
  "/parts/:id": 22, // 19
  "/work-orders": 30, // 27
  "/tasks": 18, // 15
  "/reports": 14, // 11
  "/users": 21, // 18
  "/notifications/settings": 20, // 17
  "/webhooks": 16, // 13
  "/telematics": 16, // 13
  "/telematics/machines": 16, // 13
  "/dev/api-explorer": 18, // 15
  "/dev/database-tools": 17, // 14
};
