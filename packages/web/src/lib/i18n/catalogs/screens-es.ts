import type { Messages } from "@lingui/core";
import { mergeCatalogs } from "./merge-catalogs";

// Every other feature's and route's texts: what shell-es.ts leaves out.
const files = import.meta.glob<Messages>(
  [
    "../../../features/*/locales/es.po",
    "!../../../features/{sign-in,legal,theme}/**",
    "../../../routes/*/locales/es.po",
    "!../../../routes/{login,auth-callback,privacy,terms,support}/**",
  ],
  { eager: true, import: "messages" },
);

export const messages = mergeCatalogs(files);
export const domainTexts: Readonly<Record<string, string>> = {};
