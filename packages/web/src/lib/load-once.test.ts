import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("downloads once, however often it is asked", async () => {
    let calls = 0;
    const module = loadOnce(async () => {
      calls += 1;
      return "dialog";
    });
    expect(module.loaded).toBeUndefined();
    await Promise.all([module.load(), module.load()]);
    expect(await module.load()).toBe("dialog");
    expect(module.loaded).toBe("dialog");
    expect(calls).toBe(1);
  });

  it("forgets a failed download, so the next use asks again", async () => {
    let calls = 0;
    const module = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return "dialog";
    });
    await expect(module.load()).rejects.toThrow("Failed to fetch");
    expect(module.loaded).toBeUndefined();
    expect(await module.load()).toBe("dialog");
    expect(calls).toBe(2);
  });
});
