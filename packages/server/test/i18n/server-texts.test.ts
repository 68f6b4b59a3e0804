import { describe, expect, it } from "vitest";
import { SERVER_TEXTS_ES, SERVER_TEXTS_FR_CA } from "../../src/i18n/server-texts.js";

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe("the server's own catalogues", () => {
  it("hold the same texts in Spanish and French, filled in, with their placeholders", () => {
    expect(Object.keys(SERVER_TEXTS_FR_CA).sort()).toEqual(Object.keys(SERVER_TEXTS_ES).sort());
    for (const texts of [SERVER_TEXTS_ES, SERVER_TEXTS_FR_CA])
      for (const [english, translated] of Object.entries(texts)) {
        expect(translated.trim(), english).not.toBe("");
        expect(placeholders(translated), english).toEqual(placeholders(english));
      }
  });
});
