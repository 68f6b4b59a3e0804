/** The domain's English texts in Canadian French, keyed as texts-es.ts is (see there). */
export const TEXTS_FR_CA: Readonly<Record<string, string>> = {
  "Super Admin": "Superadministrateur",
};
