import { useLingui } from "@lingui/react/macro";
import type { Part } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SearchBox } from "../../../components/ui/search-box";
import { Spinner } from "../../../components/ui/spinner";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { formatQuantity } from "../api/part-display";
import { partListQuery } from "../api/part-queries";

/**
 * Choose a part by part number, name or barcode: the parts list's own search (the list page's query, so what
 * was searched before is there offline too), as big tappable rows.
 */
export function PartChooser({ onChoose }: { onChoose: (part: Part) => void }) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 300);
  const query = useQuery(partListQuery({ search, category: "", archived: "", page: 1 }));
  const parts = query.data?.parts ?? [];
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <SearchBox
        label={t`Find a part`}
        value={text}
        onChange={setText}
        placeholder={t`Part number, name or barcode`}
      />
      {query.isPending ? (
        <Spinner label={t`Looking for parts...`} />
      ) : parts.length === 0 ? (
        <p className="text-sm text-ink-muted" role="status">
          {query.isError ? t`The parts could not be loaded.` : t`No part matches.`}
        </p>
      ) : (
        <ul aria-label={t`Parts found`} className="space-y-2">
          {parts.map((part) => (
            <li key={part.id}>
              <button
                type="button"
                onClick={() => onChoose(part)}
                className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-line-strong bg-surface px-3 py-2 text-left hover:border-accent hover:bg-surface-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{part.name}</span>
                  <span className="block truncate font-mono text-sm text-ink-muted">{part.partNumber}</span>
                </span>
                <span className="shrink-0 text-sm text-ink-muted">
                  {formatQuantity(part.onHand, part.unit)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
