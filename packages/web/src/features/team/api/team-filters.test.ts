import { listUsersQuerySchema } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { TEAM_FILTERS, teamListParams } from "./team-filters";

const params = (query: string) => teamListParams(TEAM_FILTERS.read(new URLSearchParams(query)));
/** What the server makes of them (the same schema parses the real request). */
const asServerReads = (query: string) =>
  listUsersQuerySchema.parse(
    Object.fromEntries(
      Object.entries(params(query))
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ),
  );

describe("Team Management's address to GET /users (part 2, 2.10)", () => {
  it("sends the search, role, status and page the address holds", () => {
    expect(asServerReads("search=ortega&role=MECHANIC&status=INACTIVE&page=2")).toMatchObject({
      search: "ortega",
      role: ["MECHANIC"],
      status: "INACTIVE",
      page: 2,
    });
  });

  it("leaves out a role or status the server does not know, instead of a request it would refuse", () => {
    expect(params("role=ADMIN&status=active")).toEqual({
      search: undefined,
      role: undefined,
      status: undefined,
      page: 1,
    });
    expect(() => asServerReads("role=ADMIN&status=active")).not.toThrow();
  });

  it("writes the filters back to the address and drops empty ones", () => {
    const written = TEAM_FILTERS.write({ search: "kim", role: "", status: "ACTIVE", page: 1 });
    expect(written.toString()).toBe("search=kim&status=ACTIVE");
  });
});
