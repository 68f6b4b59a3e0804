import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neutralizedCell } from "../../src/csv.js";
import { apiClient } from "../equipment/fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createReportFixture, daysAgo, type ReportFixture } from "./fixtures.js";

/** RFC 4180 lines into cells (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text
    .split("\r\n")
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map(([, cell = ""]) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)),
    );
}

describe(onEngine("GET /api/v1/reports/export (CSV)"), () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let fixture: ReportFixture;
  let manager: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    // An organization and a machine whose names a spreadsheet would run as formulas.
    fixture = await createReportFixture(t.db, '=HYPERLINK("http://evil.example","Reports")');
    manager = fixture.team.emails.FLEET_MANAGER;
    await t.db.query("UPDATE equipment SET name = '@SUM(1+1)' WHERE id = $1", [fixture.machines.M5?.id]);
    await t.db.query("UPDATE equipment SET equipment_number = '=2+5' WHERE id = $1", [
      fixture.machines.M6?.id,
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("downloads the report of the period as UTF-8 CSV named after the organization, period and day", async () => {
    const response = await api(manager, "GET", "/api/v1/reports/export?period=30d");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const organization = (await api(manager, "GET", "/api/v1/reports")).json().data.organization
      .name as string;
    const slug = organization
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="maintenance-report-${slug}-30d-${daysAgo(0)}.csv"`,
    );
    expect(response.body.startsWith("\uFEFFSection,Item,Value\r\n")).toBe(true);
  });

  it("holds the same figures, series and labels as the report the screen shows", async () => {
    const report = (await api(manager, "GET", "/api/v1/reports?period=30d")).json().data;
    const rows = parseCsv((await api(manager, "GET", "/api/v1/reports/export?period=30d")).body.slice(1));
    const value = (section: string, item: string) => rows.find(([s, i]) => s === section && i === item)?.[2];
    expect(rows[0]).toEqual(["Section", "Item", "Value"]);
    expect(value("Report", "Period")).toBe("Last 30 days");
    expect(value("Report", "From")).toBe(daysAgo(29));
    expect(value("Report", "To")).toBe(daysAgo(0));
    // The hand-worked figures of report-figures.test.ts.
    expect(value("Key indicators", "Completion Rate (%)")).toBe("44.4");
    expect(value("Key indicators", "Avg Completion Time (hours)")).toBe("4.1");
    expect(value("Key indicators", "Equipment Health (% operational)")).toBe("28.6");
    expect(value("Key indicators", "Team Utilization (tasks per technician)")).toBe("1.3");
    expect(value("Work Order Status", "Total")).toBe("9");
    expect(value("Work Order Status", "Overdue")).toBe("3");
    expect(value("Equipment Status", "Warning")).toBe("3");
    expect(value("Team Performance", "Total Technicians")).toBe("3");
    expect(value("Team Performance", "Active Today")).toBe("1");
    expect(value("Work Orders by Status", "Completed")).toBe("4");
    expect(value("Work Orders by Priority", "Medium")).toBe("4");
    expect(value("Equipment by Status", "Operational")).toBe("3");
    const opened = rows.filter(([section]) => section === "Work orders opened per day");
    expect(opened).toHaveLength(30);
    expect(opened.find(([, day]) => day === daysAgo(1))?.[2]).toBe("2");
    expect(
      rows.filter(([section]) => section === "Work orders completed per day").map(([, , n]) => Number(n)),
    ).toEqual(report.series.overTime.map((point: { completed: number }) => point.completed));
    expect(rows.filter(([section]) => section === "Most Repair Work Orders").map(([, , n]) => n)).toEqual([
      "3",
      "1",
      "1",
    ]);
  });

  it("neutralizes cells a spreadsheet would run as formulas", async () => {
    const rows = parseCsv((await api(manager, "GET", "/api/v1/reports/export?period=30d")).body.slice(1));
    const organization = rows.find(([s, i]) => s === "Report" && i === "Organization")?.[2];
    expect(organization?.startsWith("'=HYPERLINK(")).toBe(true);
    const machines = rows
      .filter(([section]) => section === "Most Repair Work Orders")
      .map(([, item]) => item);
    expect(machines).toContain(`${fixture.machines.M5?.number} @SUM(1+1)`); // not at the start: harmless
    expect(machines).toContain("'=2+5 Machine M6");
    expect(rows.every((row) => row.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);
  });

  it("neutralizes each dangerous first character and leaves the rest as they are", () => {
    expect(["=1+1", "+1", "-1", "@A1", "\tx", "\rx"].map(neutralizedCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\tx",
      "'\rx",
    ]);
    expect([12.5, "Pending", null, "a=b"].map(neutralizedCell)).toEqual(["12.5", "Pending", "", "a=b"]);
  });

  it("refuses an unknown period with 400", async () => {
    const response = await api(manager, "GET", "/api/v1/reports/export?period=1w");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
