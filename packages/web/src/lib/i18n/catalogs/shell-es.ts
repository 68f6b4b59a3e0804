import type { Messages } from "@lingui/core";
import { TEXTS_ES } from "@mnx/domain/i18n/es";
import { mergeCatalogs } from "./merge-catalogs";

// The shell's texts (lingui.config.ts's catalogues for the frame, the shared pieces and signing in).
const files = import.meta.glob<Messages>(
  [
    "../../../app/locales/es.po",
    "../../locales/es.po",
    "../../../components/*/locales/es.po",
    "../../../features/{sign-in,legal,theme}/locales/es.po",
    "../../../routes/{login,auth-callback,privacy,terms,support}/locales/es.po",
  ],
  { eager: true, import: "messages" },
);

export const messages = mergeCatalogs(files);
export const domainTexts: Readonly<Record<string, string>> = TEXTS_ES;
