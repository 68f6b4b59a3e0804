import type { Database } from "../../db/database.js";

/** The most job sites read to resolve a site filter: an organization with more filters by the text instead. */
export const JOB_SITES_READ_MAX = 2_000;

/**
 * The organization's job sites, as its work orders name them, that `pattern` (a LIKE pattern, matched in lowercase
 * as the list's text filter is) matches: read in order from migration 042's index, one descent a site (PostgreSQL
 * 15 has no skip scan), so the cost is the number of distinct sites, not of work orders. Undefined when the
 * organization has more than `readMax` sites.
 */
export async function findJobSitesMatching(
  db: Database,
  organizationId: string,
  pattern: string,
  readMax = JOB_SITES_READ_MAX,
): Promise<string[] | undefined> {
  const sites = await db.query<{ job_site: string; matches: boolean }>(
    `WITH RECURSIVE site AS (
       (SELECT job_site FROM work_orders
        WHERE organization_id = $1 AND job_site IS NOT NULL ORDER BY job_site LIMIT 1)
       UNION ALL
       SELECT (SELECT wo.job_site FROM work_orders wo
               WHERE wo.organization_id = $1 AND wo.job_site > site.job_site ORDER BY wo.job_site LIMIT 1)
       FROM site WHERE site.job_site IS NOT NULL)
     SELECT job_site, lower(job_site) LIKE lower($2) AS matches FROM site WHERE job_site IS NOT NULL LIMIT $3`,
    [organizationId, pattern, readMax + 1],
  );
  if (sites.length > readMax) return undefined;
  return sites.filter((site) => site.matches).map((site) => site.job_site);
}
