import { readFileSync } from "node:fs";

/** The server package's version (package.json sits next to src/ and dist/). */
export const serverVersion: string = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
