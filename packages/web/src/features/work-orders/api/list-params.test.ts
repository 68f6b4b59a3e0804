import { listWorkOrdersQuerySchema } from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { TASK_FILTERS, taskListParams } from "./task-filters";
import { WORK_ORDER_FILTERS, workOrderListParams } from "./work-order-filters";

const tasks = (query: string) => taskListParams(TASK_FILTERS.read(new URLSearchParams(query)));
const list = (query: string) => workOrderListParams(WORK_ORDER_FILTERS.read(new URLSearchParams(query)));
/** What the server makes of the parameters (the same schema parses the real request). */
const asServerReads = (params: Record<string, unknown>) =>
  listWorkOrdersQuerySchema.parse(
    Object.fromEntries(
      Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
  );

describe("the task list's address to GET /work-orders (part 2, 2.7)", () => {
  it("sends 'open' as the API's alias and the other lowercase statuses as real ones", () => {
    expect(asServerReads(tasks("status=open")).status).toEqual([
      "PENDING",
      "ASSIGNED",
      "ON_HOLD",
      "WAITING_PARTS",
      "WAITING_APPROVAL",
    ]);
    expect(asServerReads(tasks("status=in_progress")).status).toEqual(["IN_PROGRESS"]);
    expect(asServerReads(tasks("status=cancelled")).status).toEqual(["CANCELLED"]);
  });

  it("priorities in capitals, each sort in its natural direction, 50 a page", () => {
    expect(tasks("priority=critical&sort=priority")).toMatchObject({
      priority: "CRITICAL",
      sortBy: "priority",
      sortOrder: "desc",
      limit: 50,
    });
    expect(tasks("sort=dueDate")).toMatchObject({ sortBy: "dueDate", sortOrder: "asc" });
    expect(tasks("")).toMatchObject({ sortBy: "createdAt", sortOrder: "desc", page: 1 });
  });

  it("ignores a hand-edited value it does not know, instead of failing the list", () => {
    expect(tasks("status=done&priority=urgent&sort=colour")).toMatchObject({
      status: undefined,
      priority: undefined,
      sortBy: "createdAt",
    });
  });
});

describe("the work-order page's address to GET /work-orders (part 2, 2.6)", () => {
  it("status, priority and emergency together, on the page asked, 20 a page", () => {
    const params = list("status=PENDING&priority=CRITICAL&emergency=true&my=true&page=3&search=hose");
    expect(asServerReads(params)).toMatchObject({
      status: ["PENDING"],
      priority: ["CRITICAL"],
      isEmergency: true,
      my: true,
      search: "hose",
      page: 3,
      limit: 20,
    });
    expect(asServerReads(list("emergency=false")).isEmergency).toBe(false);
  });

  it("sends no search until it is long enough for the server (a half-typed word is never a 400)", () => {
    expect(list("search=ho").search).toBeUndefined();
    expect(list("search=%20%20hos%20").search).toBe("hos");
    expect(asServerReads(list("search=hos")).search).toBe("hos");
  });

  it("drops unknown values", () => {
    expect(list("status=LOST&type=TELEPORT&emergency=maybe")).toMatchObject({
      status: undefined,
      workOrderType: undefined,
      isEmergency: undefined,
    });
  });
});
