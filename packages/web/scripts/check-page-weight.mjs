// `npm test`: fails when /login's initial JavaScript passes its budget (bytes are stable; no time is measured).
import { fileURLToPath } from "node:url";
import { initialJavaScript, LOGIN_JS_BUDGET_GZIP, PAGES } from "./page-weight.mjs";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const page of Object.keys(PAGES)) {
  const js = initialJavaScript(dist, page);
  console.log(
    `${page.padEnd(28)} ${kb(js.gzip).padStart(9)} gzip ${kb(js.brotli).padStart(9)} brotli  (${js.files.length} files)`,
  );
}
const login = initialJavaScript(dist, "/login");
if (login.gzip > LOGIN_JS_BUDGET_GZIP) {
  console.error(
    `/login sends ${kb(login.gzip)} of JavaScript (gzip), over its budget of ${kb(LOGIN_JS_BUDGET_GZIP)}.`,
  );
  process.exitCode = 1;
} else {
  console.log(`/login: ${kb(login.gzip)} gzip, within its budget of ${kb(LOGIN_JS_BUDGET_GZIP)}.`);
}
