/** One node of EXPLAIN (FORMAT JSON)'s plan. */
export interface PlanNode {
  "Node Type": string;
  "Startup Cost": number;
  "Total Cost": number;
  "Plan Rows": number;
  Plans?: PlanNode[];
}

/**
 * Plan nodes whose work the planner cannot estimate (it guesses 10 iterations of a recursion, 1000 rows of
 * a function): refused before they run, because PGlite cannot stop a running statement.
 */
export const UNBOUNDED_NODES: Readonly<Record<string, string>> = {
  "Recursive Union": "recursive queries (WITH RECURSIVE)",
  "Function Scan": "set-returning functions in FROM (generate_series, unnest, json_each...)",
  ProjectSet: "set-returning functions in the select list",
  "Table Function Scan": "XMLTABLE and JSON_TABLE",
};

export interface PlanBound {
  /** The estimated work to produce the first `rowLimit` rows: what the tool actually runs. */
  cost: number;
  /** Descriptions of the unbounded constructs found, if any. */
  unbounded: string[];
}

function collectNodeTypes(node: PlanNode, into: Set<string>): Set<string> {
  into.add(node["Node Type"]);
  for (const child of node.Plans ?? []) collectNodeTypes(child, into);
  return into;
}

/**
 * The planner's cost of fetching at most `rowLimit` rows: the startup cost plus the share of the remaining
 * cost those rows take (a plain SELECT over a million rows is cheap to cap; a count over them is not).
 */
export function planBound(plan: PlanNode, rowLimit: number): PlanBound {
  const startup = plan["Startup Cost"];
  const total = plan["Total Cost"];
  const share = Math.min(1, rowLimit / Math.max(1, plan["Plan Rows"]));
  const types = collectNodeTypes(plan, new Set());
  const unbounded = Object.entries(UNBOUNDED_NODES)
    .filter(([type]) => types.has(type))
    .map(([, description]) => description);
  return { cost: startup + (total - startup) * share, unbounded };
}
