import type { Messages } from "@lingui/core";
import { TEXTS_FR_CA } from "@mnx/domain/i18n/fr-CA";
import { mergeCatalogs } from "./merge-catalogs";

// The shell's texts (lingui.config.ts's catalogues for the frame, the shared pieces and signing in).
const files = import.meta.glob<Messages>(
  [
    "../../../app/locales/fr-CA.po",
    "../../locales/fr-CA.po",
    "../../../components/*/locales/fr-CA.po",
    "../../../features/{sign-in,legal,theme}/locales/fr-CA.po",
    "../../../routes/{login,auth-callback,privacy,terms,support}/locales/fr-CA.po",
  ],
  { eager: true, import: "messages" },
);

export const messages = mergeCatalogs(files);
export const domainTexts: Readonly<Record<string, string>> = TEXTS_FR_CA;
