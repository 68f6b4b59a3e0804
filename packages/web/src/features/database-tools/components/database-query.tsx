import { useLingui } from "@lingui/react/macro";
import { DB_QUERY_MAX_ROWS, databaseQuerySchema } from "@mnx/domain";
import type { KeyboardEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { formatNumber } from "../../../lib/format";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { useSafeQuery } from "../api/database-queries";
import { QueryFailure, QueryResult } from "./query-result";

const queryFormSchema = databaseQuerySchema.pick({ query: true });
/** SQL, the same in every language. */
const EXAMPLE_QUERY = "SELECT title, status, priority FROM work_orders ORDER BY created_at DESC LIMIT 20";

/** The Query tab (part 2, 2.13 and 5): one SELECT, run read-only by the database itself. */
export function DatabaseQuery() {
  const run = useSafeQuery();
  const { t } = useLingui();
  const maxRows = formatNumber(DB_QUERY_MAX_ROWS);
  const form = useSchemaForm({ schema: queryFormSchema, defaultValues: { query: "" } });
  const submit = form.handleSubmit(({ query }) => run.mutate(query));
  // Ctrl+Enter (or Cmd+Enter) runs the query from the editor, as in most SQL tools.
  const runOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <TextAreaField
          label={t`SQL query`}
          rows={8}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={EXAMPLE_QUERY}
          hint={t`SELECT statements only: one statement, your organization's rows, at most ${maxRows} rows. Ctrl+Enter runs it.`}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          error={form.formState.errors.query?.message}
          onKeyDown={runOnShortcut}
          {...form.register("query")}
        />
        <div className="flex justify-end">
          <Button type="submit" busy={run.isPending} className="w-full sm:w-auto">
            {run.isPending ? t`Running...` : t`Run Query`}
          </Button>
        </div>
      </form>
      {run.isError ? <QueryFailure error={run.error} /> : null}
      {run.isSuccess ? <QueryResult result={run.data} /> : null}
    </div>
  );
}
