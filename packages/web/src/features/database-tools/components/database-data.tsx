import { Trans, useLingui } from "@lingui/react/macro";
import type { DatabaseTableDescriptor } from "@mnx/domain";
import { useState } from "react";
import { recordCount } from "../api/record-count";
import { SampleRows } from "./sample-rows";

/** The Data tab (part 2, 2.13): a card per table; the chosen one's first 10 rows below. */
export function DatabaseData({ tables }: { tables: readonly DatabaseTableDescriptor[] }) {
  const [table, setTable] = useState<string | null>(null);
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <ul aria-label={t`Tables`} className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {tables.map((descriptor) => {
          const chosen = descriptor.name === table;
          return (
            <li key={descriptor.name}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => setTable(descriptor.name)}
                className={`flex h-full min-h-11 w-full flex-col rounded-xl border p-3 text-start shadow-sm ${
                  chosen
                    ? "border-accent bg-accent-soft text-accent-soft-ink"
                    : "border-line bg-surface hover:border-accent"
                }`}
              >
                <span className="font-semibold">{descriptor.displayName}</span>
                <span className={`text-sm ${chosen ? "" : "text-ink-muted"}`}>
                  {recordCount(descriptor.records)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {table ? (
        <SampleRows table={table} />
      ) : (
        <p className="text-sm text-ink-muted">
          <Trans>Choose a table to see its first 10 records.</Trans>
        </p>
      )}
    </div>
  );
}
