import { randomBytes } from "node:crypto";
import { LIST_TOTAL_CAP, listWorkOrdersQuerySchema, SEARCH_TOTAL_CAP } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findJobSitesMatching } from "../../src/modules/work-orders/work-order-job-sites.js";
import { listWorkOrders } from "../../src/modules/work-orders/work-order-list-repository.js";
import { authHeaders } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

/**
 * The list at a size past its counting cap, ties in every sort order, and searches for the characters LIKE
 * treats specially. It all happens in an organization of its own, made here and removed afterwards, so the
 * other suites (which share the PostgreSQL database) never see its rows.
 */
describe(onEngine("GET /api/v1/work-orders at scale"), () => {
  let t: TestApp;
  let org: string;
  let headers: Record<string, string>;
  const tag = randomBytes(4).toString("hex");
  const SPECIAL_TITLES = [
    "Gauge reads 100% at idle",
    "Gauge reads 1000 at idle",
    "Replace seal a_b on pump",
    "Replace seal axb on pump",
    "O'Brien's trailer hitch",
    'Decal says "DANGER" twice',
    "Backslash \\ in the serial plate",
  ];

  const list = async (query: string) => {
    const response = await t.app.inject({ method: "GET", url: `/api/v1/work-orders?${query}`, headers });
    return response;
  };
  const page = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      workOrders: { id: string; title: string }[];
      pagination: { page: number; limit: number; total: number; pages: number; totalIsExact: boolean };
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const created = await t.db.one<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Scale Test Quarry', $1) RETURNING id",
      [`scale-${tag}`],
    );
    org = created?.id ?? "";
    const email = `foreman.${tag}@scale.example`;
    await t.db.query(
      `INSERT INTO users (organization_id, email, first_name, last_name, role) VALUES ($1, $2, 'Sam', 'Scale', 'SHOP_FOREMAN')`,
      [org, email],
    );
    const machine = await t.db.one<{ id: string }>(
      `INSERT INTO equipment (organization_id, equipment_number, name, make) VALUES ($1, 'SC-1', 'Scale Loader', 'Volvo')
       RETURNING id`,
      [org],
    );
    // 25 more than the cap, all created in the same instant with the same priority and due date: every
    // sort order meets ties, and only the id tells them apart.
    await t.db.query(
      `INSERT INTO work_orders (organization_id, title, description, status, priority, equipment_id, due_date,
                                job_site, created_at, updated_at)
       SELECT $1, 'Routine check ' || g, 'Nothing special.', CASE WHEN g % 500 = 0 THEN 'PENDING' ELSE 'COMPLETED' END,
              'MEDIUM', $2, '2026-01-10T00:00:00Z', 'North Pit', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'
       FROM generate_series(1, $3::int) g`,
      [org, machine?.id, LIST_TOTAL_CAP + 25],
    );
    await t.db.query(
      `INSERT INTO work_orders (organization_id, title, description, status, priority, equipment_id, created_at)
       SELECT $1, title, 'Special characters.', 'PENDING', 'LOW', $2, '2025-06-01T00:00:00Z'
       FROM unnest($3::text[]) title`,
      [org, machine?.id, SPECIAL_TITLES],
    );
    headers = await authHeaders(t.app, email);
  });

  afterAll(async () => {
    await t.db.query("DELETE FROM work_orders WHERE organization_id = $1", [org]);
    await t.db.query("DELETE FROM sessions WHERE organization_id = $1", [org]);
    await t.db.query("DELETE FROM equipment WHERE organization_id = $1", [org]);
    await t.db.query("DELETE FROM users WHERE organization_id = $1", [org]);
    await t.db.query("DELETE FROM work_order_counts WHERE organization_id = $1", [org]);
    await t.db.query("DELETE FROM organizations WHERE id = $1", [org]);
    await t.close();
  });

  it("counts up to the cap and says when the total is not exact", async () => {
    const first = await page("limit=20");
    expect(first.pagination).toEqual({
      page: 1,
      limit: 20,
      total: LIST_TOTAL_CAP,
      pages: LIST_TOTAL_CAP / 20,
      totalIsExact: false,
    });
    expect(first.workOrders).toHaveLength(20);
    const last = await page(`limit=20&page=${LIST_TOTAL_CAP / 20}`);
    expect(last.workOrders).toHaveLength(20);
    // Fewer matches than the cap: exact again.
    const pending = await page("status=PENDING&limit=100");
    expect(pending.pagination).toMatchObject({ total: 20 + SPECIAL_TITLES.length, totalIsExact: true });
  });

  it("refuses a page past the cap with a code, and answers an empty page past the end of a short list", async () => {
    const beyond = await list(`limit=20&page=${LIST_TOTAL_CAP / 20 + 1}`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ success: false, code: "PAGE_OUT_OF_RANGE" });
    expect(beyond.json().error).toContain("10,000");
    const far = await list("limit=100&page=1000000");
    expect(far.statusCode).toBe(400);
    const shortList = await page("status=PENDING&limit=100&page=2000");
    expect(shortList.workOrders).toEqual([]);
    expect(shortList.pagination).toMatchObject({ total: 20 + SPECIAL_TITLES.length, totalIsExact: true });
  });

  it("counts a search's matches up to the lower search cap, and refuses its pages past it", async () => {
    const searched = await page("search=routine&limit=20");
    expect(searched.pagination).toEqual({
      page: 1,
      limit: 20,
      total: SEARCH_TOTAL_CAP,
      pages: SEARCH_TOTAL_CAP / 20,
      totalIsExact: false,
    });
    expect(searched.workOrders).toHaveLength(20);
    expect(searched.workOrders.every((wo) => wo.title.startsWith("Routine check"))).toBe(true);
    const last = await page(`search=routine&limit=20&page=${SEARCH_TOTAL_CAP / 20}`);
    expect(last.workOrders).toHaveLength(20);
    const beyond = await list(`search=routine&limit=20&page=${SEARCH_TOTAL_CAP / 20 + 1}`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ success: false, code: "PAGE_OUT_OF_RANGE" });
    expect(beyond.json().error).toContain("1,000");
    // Fewer matches than the search cap: exact.
    const few = await page("search=routine%20check%2010000&limit=20");
    expect(few.pagination).toMatchObject({ total: 1, totalIsExact: true });
  });

  it("counts a job site's matches up to the search cap too: a site's text is in no sort index", async () => {
    const site = await page("jobSite=north&limit=20");
    expect(site.pagination).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsExact: false });
    expect(site.workOrders).toHaveLength(20);
    const beyond = await list(`jobSite=north&limit=20&page=${SEARCH_TOTAL_CAP / 20 + 1}`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ success: false, code: "PAGE_OUT_OF_RANGE" });
    const few = await page("jobSite=north&status=PENDING&limit=100");
    expect(few.pagination).toMatchObject({ total: 20, totalIsExact: true });
  });

  it("filters by the job sites the text is in, read from the sites' index, or by the text past the sites it reads", async () => {
    expect(await findJobSitesMatching(t.db, org, "%pit%")).toEqual(["North Pit"]);
    expect(await findJobSitesMatching(t.db, org, "%quarry%")).toEqual([]);
    // More sites than it may read: the list matches the text row by row instead.
    expect(await findJobSitesMatching(t.db, org, "%pit%", 0)).toBeUndefined();
    const scope = { kind: "organization", organizationId: org } as const;
    const query = listWorkOrdersQuerySchema.parse({ jobSite: "PIT", status: "PENDING", limit: "100" });
    const byName = await listWorkOrders(t.db, scope, { ...query, jobSiteNames: ["North Pit"] });
    const byText = await listWorkOrders(t.db, scope, query);
    expect(byName.counted).toBe(20);
    expect(byName.rows.map((row) => row.id)).toEqual(byText.rows.map((row) => row.id));
    const nowhere = await page("jobSite=nowhere&limit=20");
    expect(nowhere.pagination).toMatchObject({ total: 0, totalIsExact: true });
  });

  it.each(["createdAt", "dueDate", "priority", "status"])(
    "keeps ties in id order when sorting by %s, both ways, page after page",
    async (sortBy) => {
      const read = async (sortOrder: "asc" | "desc") => {
        const ids: string[] = [];
        for (let n = 1; n <= 3; n++) {
          const { workOrders } = await page(
            `status=COMPLETED&sortBy=${sortBy}&sortOrder=${sortOrder}&limit=7&page=${n}`,
          );
          ids.push(...workOrders.map((wo) => wo.id));
        }
        return ids;
      };
      const expected = await t.db.query<{ id: string }>(
        "SELECT id FROM work_orders WHERE organization_id = $1 AND status = 'COMPLETED' ORDER BY id LIMIT 21",
        [org],
      );
      const descending = await t.db.query<{ id: string }>(
        "SELECT id FROM work_orders WHERE organization_id = $1 AND status = 'COMPLETED' ORDER BY id DESC LIMIT 21",
        [org],
      );
      expect(await read("asc")).toEqual(expected.map((row) => row.id));
      expect(await read("desc")).toEqual(descending.map((row) => row.id));
    },
  );

  it.each([
    [
      "priority=MEDIUM,LOW&sortBy=priority&sortOrder=desc",
      "work_order_priority_rank(priority) DESC, created_at DESC, id DESC",
    ],
    [
      "priority=MEDIUM,LOW&sortBy=priority&sortOrder=asc",
      "work_order_priority_rank(priority), created_at, id",
    ],
    ["priority=LOW&isEmergency=false&sortBy=createdAt&sortOrder=asc", "created_at, id"],
    [
      "status=COMPLETED,PENDING&priority=LOW&sortBy=status&sortOrder=desc",
      "work_order_status_rank(status) DESC, created_at DESC, id DESC",
    ],
    // Every MEDIUM one is at North Pit: many (the walk reads each row's site), then few (sorted from the sites' index).
    [
      "jobSite=pit&priority=MEDIUM&sortBy=dueDate&sortOrder=desc",
      "due_date DESC NULLS LAST, created_at DESC, id DESC",
    ],
    ["jobSite=pit&priority=MEDIUM&status=PENDING&sortBy=createdAt&sortOrder=asc", "created_at, id"],
  ])(
    "pages %s in the list's order, whether it walks the sort order (many matches) or sorts them (few)",
    async (query, order) => {
      const where = new URLSearchParams(query);
      const priorities = where.get("priority")?.split(",") ?? [];
      const statuses = where.get("status")?.split(",") ?? ["COMPLETED", "PENDING"];
      const expected = await t.db.query<{ id: string }>(
        `SELECT id FROM work_orders WHERE organization_id = $1 AND priority = ANY($2::text[]) AND status = ANY($3::text[])
       ORDER BY ${order} LIMIT 30`,
        [org, priorities, statuses],
      );
      const ids: string[] = [];
      for (let n = 1; n <= 3; n++)
        ids.push(...(await page(`${query}&limit=10&page=${n}`)).workOrders.map((wo) => wo.id));
      expect(ids).toEqual(expected.map((row) => row.id));
    },
  );

  it("pages a type with a priority and no status (every status written into the count) in the list's order", async () => {
    const expected = await t.db.query<{ id: string }>(
      `SELECT id FROM work_orders WHERE organization_id = $1 AND priority = 'MEDIUM' AND work_order_type = 'REPAIR'
       ORDER BY due_date, created_at, id LIMIT 30`,
      [org],
    );
    const query = "priority=MEDIUM&workOrderType=REPAIR,CLEANING&sortBy=dueDate&sortOrder=asc&limit=10";
    const ids: string[] = [];
    for (let n = 1; n <= 3; n++)
      ids.push(...(await page(`${query}&page=${n}`)).workOrders.map((wo) => wo.id));
    expect(ids).toEqual(expected.map((row) => row.id));
    expect((await page(query)).pagination).toMatchObject({ total: LIST_TOTAL_CAP, totalIsExact: false });
    const none = await page("priority=MEDIUM,LOW&workOrderType=CLEANING&status=PENDING,COMPLETED");
    expect(none).toMatchObject({ workOrders: [], pagination: { total: 0, totalIsExact: true } });
  });

  it.each([
    ["100%", ["Gauge reads 100% at idle"]],
    ["seal a_b", ["Replace seal a_b on pump"]],
    ["o'brien", ["O'Brien's trailer hitch"]],
    ['"DANGER"', ['Decal says "DANGER" twice']],
    ["backslash \\ in", ["Backslash \\ in the serial plate"]],
    ["100%%", []],
    ["seal a__", []],
  ])("searches %s literally", async (search, titles) => {
    const { workOrders, pagination } = await page(`search=${encodeURIComponent(search)}&limit=100`);
    expect(workOrders.map((wo) => wo.title).sort()).toEqual([...titles].sort());
    expect(pagination).toMatchObject({ total: titles.length, totalIsExact: true });
  });

  it("finds work orders by their machine only when a search has no 3 letters or digits in a row", async () => {
    const machine = await page(`search=${encodeURIComponent("sc-1")}&limit=20`);
    expect(machine.pagination).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsExact: false });
    for (const text of ["%%%", "___", "a_b", "h \\ i"]) {
      const { workOrders, pagination } = await page(`search=${encodeURIComponent(text)}&limit=20`);
      expect(workOrders, text).toEqual([]);
      expect(pagination).toMatchObject({ total: 0, totalIsExact: true });
    }
  });

  it("pages a machine-number search with a filter in the list's order (read from the machines' index)", async () => {
    const expected = await t.db.query<{ id: string }>(
      `SELECT id FROM work_orders WHERE organization_id = $1 AND status = 'PENDING'
       ORDER BY work_order_priority_rank(priority) DESC, created_at DESC, id DESC`,
      [org],
    );
    const ids: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const { workOrders, pagination } = await page(
        `search=sc-1&status=PENDING&sortBy=priority&sortOrder=desc&limit=10&page=${n}`,
      );
      expect(pagination).toMatchObject({ total: expected.length, totalIsExact: true });
      ids.push(...workOrders.map((wo) => wo.id));
    }
    expect(expected.length).toBeGreaterThan(20);
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it("refuses a search shorter than three characters, and a limit above 100, with a code", async () => {
    for (const query of ["search=g", "search=ga", `search=${encodeURIComponent(" a ")}`]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        error: "Search needs at least 3 characters",
      });
    }
    const tooMany = await list("limit=1000");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: "VALIDATION_ERROR", error: "Limit must be 100 or less" });
  });

  it("answers the stats from the counters and the open work orders", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/work-orders/stats", headers });
    const total = LIST_TOTAL_CAP + 25 + SPECIAL_TITLES.length;
    const pending = 20 + SPECIAL_TITLES.length;
    expect(response.json()).toMatchObject({ total, pending, completed: total - pending, open: pending });
  });
});
