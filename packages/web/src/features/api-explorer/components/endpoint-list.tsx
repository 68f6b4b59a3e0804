import { Trans, useLingui } from "@lingui/react/macro";
import type { ApiEndpoint, ApiExplorerCatalog } from "@mnx/domain";
import { useId, useState } from "react";
import { SearchBox } from "../../../components/ui/search-box";
import { SelectField } from "../../../components/ui/select-field";
import { endpointGroups, METHOD_FILTERS, type MethodFilter } from "../api/endpoint-groups";
import { EndpointGroup } from "./endpoint-group";

interface EndpointListProps {
  catalog: ApiExplorerCatalog;
  selectedId: string | null;
  onSelect: (endpoint: ApiEndpoint) => void;
}

/**
 * The searchable endpoint list (part 2, 2.12): grouped by category, the first group open. A search or a method
 * filter opens every group that still has endpoints, so no match hides in a closed group; each can be closed again.
 */
export function EndpointList({ catalog, selectedId, onSelect }: EndpointListProps) {
  const headingId = useId();
  const { t } = useLingui();
  const methodOptions = METHOD_FILTERS.map((method) => ({
    value: method,
    label: method === "ALL" ? t`All methods` : method,
  }));
  const [search, setSearch] = useState("");
  const [method, setMethod] = useState<MethodFilter>("ALL");
  const [open, setOpen] = useState(() => new Set(catalog.categories.slice(0, 1).map((c) => c.name)));
  const groups = endpointGroups(catalog, search, method);
  const shown = groups.reduce((sum, group) => sum + group.endpoints.length, 0);
  const total = catalog.endpoints.length;

  const filter = (nextSearch: string, nextMethod: MethodFilter) => {
    setSearch(nextSearch);
    setMethod(nextMethod);
    if (nextSearch.trim() || nextMethod !== "ALL") {
      setOpen(new Set(endpointGroups(catalog, nextSearch, nextMethod).map((group) => group.category)));
    }
  };
  const toggle = (category: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="sr-only">
        <Trans>Endpoints</Trans>
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem] lg:grid-cols-1 xl:grid-cols-[1fr_9rem]">
        <SearchBox
          label={t`Search endpoints`}
          value={search}
          onChange={(value) => filter(value, method)}
          placeholder={t`Search endpoints`}
        />
        <SelectField
          label={t`Method`}
          hideLabel
          value={method}
          options={methodOptions}
          onChange={(event) => filter(search, event.target.value as MethodFilter)}
        />
      </div>
      <p className="text-sm text-ink-muted" role="status">
        <Trans>
          {shown} of {total} endpoints
        </Trans>
      </p>
      {groups.map((group) => (
        <EndpointGroup
          key={group.category}
          category={group.category}
          endpoints={group.endpoints}
          open={open.has(group.category)}
          onToggle={() => toggle(group.category)}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      ))}
      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-6 text-center text-sm text-ink-muted">
          <Trans>No endpoint matches the search and the method.</Trans>
        </p>
      ) : null}
    </section>
  );
}
