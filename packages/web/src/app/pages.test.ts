import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { PAGE_JS_BUDGETS_KB, PAGE_JS_FILE_BUDGETS } from "../../scripts/page-budgets.mjs";
// @ts-expect-error: a plain .mjs script without type declarations
import { shellsFor } from "../../scripts/shell-files.mjs";
import { SIGNED_IN_PAGES } from "./pages";

interface Shell {
  path: string;
  route: string;
  file: string;
}

describe("the page registry (src/app/pages.ts)", () => {
  const shells: Shell[] = shellsFor(SIGNED_IN_PAGES);

  it("gives every signed-in page a shell, and no other path", () => {
    expect(shells.map((shell) => shell.path)).toEqual(SIGNED_IN_PAGES.map((page) => page.path));
    expect(shells.map((shell) => shell.path)).toEqual(expect.arrayContaining(["/equipment/:id", "/scan"]));
  });

  it("writes a parameterised path where the server looks for it", () => {
    const byPath = Object.fromEntries(shells.map((shell) => [shell.path, shell.file]));
    expect(byPath["/equipment/:id"]).toBe("shells/equipment/_.html");
    expect(byPath["/equipment/assignments"]).toBe("shells/equipment/assignments.html");
    expect(byPath["/dev/api-explorer"]).toBe("shells/dev/api-explorer.html");
  });

  it("names each page once, with a route folder that exists", () => {
    const paths = SIGNED_IN_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const folders = Object.keys(import.meta.glob("../routes/*/route.tsx"));
    for (const page of SIGNED_IN_PAGES) expect(folders).toContain(`../routes/${page.route}/route.tsx`);
  });
});

describe("the page-weight budgets (scripts/page-budgets.mjs)", () => {
  it("give /login and every signed-in page a budget, and no page that is not there", () => {
    const paths = ["/login", ...SIGNED_IN_PAGES.map((page) => page.path)];
    expect(Object.keys(PAGE_JS_BUDGETS_KB).sort()).toEqual(paths.sort());
    expect(Object.keys(PAGE_JS_FILE_BUDGETS).sort()).toEqual(paths.sort());
    for (const budget of Object.values<number>(PAGE_JS_BUDGETS_KB)) expect(budget).toBeGreaterThan(0);
    for (const budget of Object.values<number>(PAGE_JS_FILE_BUDGETS)) expect(budget).toBeGreaterThan(0);
  });
});
