import { Trans, useLingui } from "@lingui/react/macro";
import { DEV_TOOL_MESSAGES } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { domainText } from "../../../lib/i18n/i18n";
import { tableInfoQuery } from "../api/database-queries";
import { recordCount } from "../api/record-count";
import { QueryStatus } from "./query-status";

/** A cell as text: NULL for null, JSON for objects and arrays, the value itself otherwise. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The Data tab's rows (part 2, 2.13): the table's first 10 rows, every column, scrolling sideways. */
export function SampleRows({ table }: { table: string }) {
  const info = useQuery(tableInfoQuery(table));
  const { t } = useLingui();
  if (!info.isSuccess) {
    return (
      <QueryStatus
        query={info}
        loading={t`Loading rows...`}
        title={domainText(DEV_TOOL_MESSAGES.tableDataFailed)}
      />
    );
  }
  const { displayName, columns, sampleData, recordCount: total } = info.data;
  const shown = sampleData.length;
  const records = recordCount(total);
  return (
    <section aria-labelledby="sample-rows-heading" className="space-y-2">
      <h2 id="sample-rows-heading" className="font-semibold">
        {shown === 0 ? (
          <Trans>{displayName}: no records</Trans>
        ) : (
          <Trans>
            {displayName}: first {shown} of {records}
          </Trans>
        )}
      </h2>
      {sampleData.length === 0 ? null : (
        <section
          aria-label={t`${displayName} rows`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-lg border border-line bg-surface"
        >
          <table className="min-w-full text-start font-mono text-xs">
            <thead className="sticky top-0 bg-surface-muted">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border-b border-line px-3 py-2 font-semibold whitespace-nowrap"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {sampleData.map((row, index) => (
                // Rows have no key of their own in every table; their order is the answer's.
                // biome-ignore lint/suspicious/noArrayIndexKey: a sample is replaced whole, never reordered.
                <tr key={index}>
                  {columns.map((column) => {
                    const text = cellText(row[column]);
                    return (
                      <td
                        key={column}
                        title={text.length > 40 ? text : undefined}
                        className={`max-w-xs truncate px-3 py-1.5 whitespace-nowrap ${row[column] === null ? "text-ink-muted" : ""}`}
                      >
                        {text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
