import { DEV_TOOL_MESSAGES } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { databaseSchemaQuery } from "../api/database-queries";
import { QueryStatus } from "./query-status";
import { TableSchemaCard } from "./table-schema-card";

/** The Schema tab (part 2, 2.13): a card per table the tools may read. */
export function DatabaseSchema() {
  const schema = useQuery(databaseSchemaQuery());
  if (!schema.isSuccess) {
    return (
      <QueryStatus
        query={schema}
        loading="Loading the schema..."
        title={DEV_TOOL_MESSAGES.tableSchemaFailed}
      />
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        Flags: PK primary key, NOT NULL required, UNIQUE unique (alone or within the organization), FK foreign
        key.
      </p>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        {schema.data.map((table) => (
          <TableSchemaCard key={table.name} table={table} />
        ))}
      </div>
    </div>
  );
}
