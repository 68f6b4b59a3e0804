import { describe, expect, it } from "vitest";
import { withValueAt } from "./value-at";

describe("withValueAt", () => {
  it("writes the photo ids where the body takes them, leaving the original as it was", () => {
    const body = { title: "Leak", items: [{ item: "Engine Oil" }, { item: "Coolant" }] };
    const changed = withValueAt(body, ["items", 1, "photoIds"], ["a", "b"]);
    expect(changed).toEqual({
      title: "Leak",
      items: [{ item: "Engine Oil" }, { item: "Coolant", photoIds: ["a", "b"] }],
    });
    expect(body.items[1]).toEqual({ item: "Coolant" });
    expect(Array.isArray((changed as typeof body).items)).toBe(true);
    expect(withValueAt({}, ["photoIds"], ["c"])).toEqual({ photoIds: ["c"] });
  });
});
