// The domain's list, read from source: bench installs apart from the workspaces.
import { DEFECT_STATUSES } from "../../../packages/domain/src/defect-rules.js";
import { type DrawnCall, drawingWith } from "./adversarial-calls.js";
import type { Caller, Subjects } from "./endpoints.js";

/**
 * The inspection record's lists in the adversarial mix (docs/decisions/040, 043): the Defects page with every
 * status (one, several, 'open', 'unsafe'), critical or not, one machine or all, pages to the last, as every role
 * that reads it; a machine's defects; the longest inspection history at any page and size. Drawn from their own
 * stream of the seed, so a seed still draws the same work-order and parts calls as before.
 */
export function drawRecordCalls(count: number, random: () => number, s: Subjects): DrawnCall[] {
  const { pick, some, page, add, drawWeighted } = drawingWith(random);
  const who = () => pick<Caller>(["manager", "manager", "foreman", "mechanic", "operator", "supervisor"]);
  const draws: (() => void)[] = [
    () => {
      const q: Record<string, string | number> = {};
      const parts: string[] = [];
      if (random() < 0.6) {
        q.status = random() < 0.3 ? pick(["open", "unsafe"]) : some(DEFECT_STATUSES, 2);
        parts.push(`status ${q.status}`);
      }
      if (random() < 0.3) {
        q.critical = pick(["true", "false"]);
        parts.push(`critical ${q.critical}`);
      }
      if (random() < 0.15) {
        q.equipmentId = s.veteranMachineId;
        parts.push("one machine");
      }
      q.limit = pick([20, 20, 50, 100]);
      q.page = page(Math.floor(10_000 / Number(q.limit)));
      parts.push(`page ${q.page} of ${q.limit}`);
      add(`defects: ${parts.join(", ")}`, who(), "/api/v1/defects", q);
    },
    () => {
      const q: Record<string, string | number> = { status: pick(["open", "unsafe", "ACKNOWLEDGED"]) };
      q.limit = pick([20, 50]);
      q.page = page(5);
      add(
        `a machine's defects: ${q.status}, page ${q.page}`,
        who(),
        `/api/v1/equipment/${s.veteranMachineId}/defects`,
        q,
      );
    },
    () => {
      const q: Record<string, string | number> = { limit: pick([20, 20, 50, 100]) };
      q.page = page(Math.ceil(3_650 / Number(q.limit)));
      add(
        `a machine's inspections: page ${q.page} of ${q.limit}`,
        pick<Caller>(["manager", "foreman", "supervisor", "mechanic"]),
        `/api/v1/equipment/${s.veteranMachineId}/inspections`,
        q,
      );
    },
  ];
  const weights = [4, 1, 2];
  return drawWeighted(
    count,
    draws.map((draw, at) => [weights[at] ?? 0, draw]),
  );
}
