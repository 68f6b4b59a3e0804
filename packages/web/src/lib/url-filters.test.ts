import { describe, expect, it } from "vitest";
import { urlFilterCodec } from "./url-filters";

describe("urlFilterCodec", () => {
  const machines = urlFilterCodec({ search: "search", assigned: "assigned" });
  const operators = urlFilterCodec({ search: "operatorSearch" }, "operatorPage");

  it("reads and writes its filters and page, leaving empty ones out", () => {
    const read = machines.read(new URLSearchParams("search=ex&page=3"));
    expect(read).toEqual({ search: "ex", assigned: "", page: 3 });
    expect(machines.write({ ...read, page: 1 }).toString()).toBe("search=ex");
  });

  it("keeps another list's parameters and page on the same address", () => {
    const address = new URLSearchParams("search=ex&page=2&operatorSearch=jake&operatorPage=4");
    const next = operators.write({ search: "", page: 1 }, address);
    expect(next.toString()).toBe("search=ex&page=2");
    expect(machines.read(next)).toEqual({ search: "ex", assigned: "", page: 2 });
    const paged = operators.write({ search: "jake", page: 5 }, next);
    expect(operators.read(paged)).toEqual({ search: "jake", page: 5 });
    expect(machines.read(paged).page).toBe(2);
  });
});
