import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DatabaseColumn, DatabaseTableSchema } from "@mnx/domain";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { recordCount } from "../api/record-count";

const FLAGS: readonly {
  key: keyof DatabaseColumn;
  label: string;
  title: MessageDescriptor;
  tone: BadgeTone;
}[] = [
  { key: "isPrimaryKey", label: "PK", title: msg`Primary key`, tone: "accent" },
  { key: "isRequired", label: "NOT NULL", title: msg`Not null`, tone: "neutral" },
  { key: "isUnique", label: "UNIQUE", title: msg`Unique`, tone: "info" },
  { key: "isForeignKey", label: "FK", title: msg`Foreign key`, tone: "orange" },
];

function ColumnFlags({ column }: { column: DatabaseColumn }) {
  const flags = FLAGS.filter((flag) => column[flag.key] === true);
  const { i18n } = useLingui();
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <abbr key={flag.key} title={i18n._(flag.title)} className="no-underline">
          <Badge tone={flag.tone}>{flag.label}</Badge>
        </abbr>
      ))}
    </span>
  );
}

/** One table of the Schema tab: its columns with their flags, then how it relates to the other tables. */
export function TableSchemaCard({ table }: { table: DatabaseTableSchema }) {
  const { t } = useLingui();
  const name = table.name;
  return (
    <article
      aria-labelledby={`schema-${table.name}`}
      className="min-w-0 space-y-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <header>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id={`schema-${table.name}`} className="font-semibold">
            {table.displayName}{" "}
            <code className="font-mono text-sm font-normal text-ink-muted">{table.name}</code>
          </h2>
          <span className="text-sm text-ink-muted">{recordCount(table.recordCount)}</span>
        </div>
        <p className="text-sm text-ink-muted">{table.description}</p>
      </header>
      <ul aria-label={t`Columns of ${name}`} className="divide-y divide-line border-y border-line">
        {table.columns.map((column) => (
          <li key={column.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm">
            <code className="font-mono font-semibold break-all">{column.name}</code>
            <span className="text-ink-muted">{column.type}</span>
            <span className="ms-auto">
              <ColumnFlags column={column} />
            </span>
          </li>
        ))}
      </ul>
      <div>
        <h3 className="text-sm font-semibold">
          <Trans>Relationships</Trans>
        </h3>
        {table.relationships.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>None.</Trans>
          </p>
        ) : (
          <ul className="mt-1 space-y-0.5 font-mono text-xs">
            {table.relationships.map((relation) => (
              <li key={`${relation.type}-${relation.fromColumn}-${relation.toTable}-${relation.toColumn}`}>
                {relation.type === "many-to-one"
                  ? `${relation.fromColumn} → ${relation.toTable}.${relation.toColumn}`
                  : `${relation.fromColumn} ← ${relation.toTable}.${relation.toColumn}`}
                <span className="font-sans text-ink-muted"> ({relation.type})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
