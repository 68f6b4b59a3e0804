/**
 * The domain's English texts in Spanish, keyed by the English text exactly as the domain writes it (labels,
 * the spec's messages, validation errors): the server answers with them, and the web loads them with the
 * language's catalogue. A text missing here shows in English. texts.test.ts checks both languages hold the same
 * texts and that every label and message of the domain is among them.
 */
export const TEXTS_ES: Readonly<Record<string, string>> = {
  "Super Admin": "Superadministrador",
};
