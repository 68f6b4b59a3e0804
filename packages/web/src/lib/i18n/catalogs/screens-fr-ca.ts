import type { Messages } from "@lingui/core";
import { mergeCatalogs } from "./merge-catalogs";

// Every other feature's and route's texts: what shell-fr-ca.ts leaves out.
const files = import.meta.glob<Messages>(
  [
    "../../../features/*/locales/fr-CA.po",
    "!../../../features/{sign-in,legal,theme}/**",
    "../../../routes/*/locales/fr-CA.po",
    "!../../../routes/{login,auth-callback,privacy,terms,support}/**",
  ],
  { eager: true, import: "messages" },
);

export const messages = mergeCatalogs(files);
export const domainTexts: Readonly<Record<string, string>> = {};
