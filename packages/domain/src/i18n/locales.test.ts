import { describe, expect, it } from "vitest";
import { acceptedLanguages, negotiateLocale } from "./locales.js";

describe("negotiateLocale", () => {
  it("takes the first language the product speaks, by its primary language", () => {
    expect(negotiateLocale(["es-MX", "en-US"])).toBe("es");
    expect(negotiateLocale(["fr-FR"])).toBe("fr-CA");
    expect(negotiateLocale(["fr"])).toBe("fr-CA");
    expect(negotiateLocale(["de-DE", "fr-CA", "es"])).toBe("fr-CA");
    expect(negotiateLocale(["en-GB", "es"])).toBe("en");
  });
  it("answers English when none is spoken", () => {
    expect(negotiateLocale([])).toBe("en");
    expect(negotiateLocale(["de", "pt-BR"])).toBe("en");
  });
});

describe("acceptedLanguages", () => {
  it("orders the header's tags by quality, then by position", () => {
    expect(acceptedLanguages("en;q=0.5, es-MX, fr;q=0.8")).toEqual(["es-MX", "fr", "en"]);
    expect(acceptedLanguages("*, de;q=0")).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
