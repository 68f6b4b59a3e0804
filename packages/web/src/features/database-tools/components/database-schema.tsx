import { Trans, useLingui } from "@lingui/react/macro";
import { DEV_TOOL_MESSAGES } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { domainText } from "../../../lib/i18n/i18n";
import { databaseSchemaQuery } from "../api/database-queries";
import { QueryStatus } from "./query-status";
import { TableSchemaCard } from "./table-schema-card";

/** The Schema tab (part 2, 2.13): a card per table the tools may read. */
export function DatabaseSchema() {
  const schema = useQuery(databaseSchemaQuery());
  const { t } = useLingui();
  if (!schema.isSuccess) {
    return (
      <QueryStatus
        query={schema}
        loading={t`Loading the schema...`}
        title={domainText(DEV_TOOL_MESSAGES.tableSchemaFailed)}
      />
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        <Trans>
          Flags: PK primary key, NOT NULL required, UNIQUE unique (alone or within the organization), FK
          foreign key.
        </Trans>
      </p>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        {schema.data.map((table) => (
          <TableSchemaCard key={table.name} table={table} />
        ))}
      </div>
    </div>
  );
}
