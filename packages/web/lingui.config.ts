import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The web app's message catalogues (docs/decisions/048-languages.md): one PO file per language beside the code
 * whose texts it holds (a feature, a route, a shared folder), so the people translating one screen never edit
 * another's file. src/lib/i18n/catalogs/ gathers them into one download per language and part of the app.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr-CA"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: "<rootDir>/src/features/{name}/locales/{locale}", include: ["<rootDir>/src/features/{name}/"] },
    { path: "<rootDir>/src/routes/{name}/locales/{locale}", include: ["<rootDir>/src/routes/{name}/"] },
    {
      path: "<rootDir>/src/components/{name}/locales/{locale}",
      include: ["<rootDir>/src/components/{name}/"],
    },
    { path: "<rootDir>/src/app/locales/{locale}", include: ["<rootDir>/src/app/"] },
    { path: "<rootDir>/src/lib/locales/{locale}", include: ["<rootDir>/src/lib/"] },
  ],
});
