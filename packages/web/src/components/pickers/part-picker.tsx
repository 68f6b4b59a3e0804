import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Part, partLabel, partMatchesSearch } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatQuantity } from "../../lib/format";
import { SEARCH_DEBOUNCE_MS } from "../../lib/search-debounce";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { Badge } from "../ui/badge";
import { type PickerKind, type PickerProps, SearchablePicker } from "../ui/searchable-picker";
import { partOptions } from "./part-options";
import { partOptionsQuery, partSearchQuery } from "./part-picker-queries";

interface PartPickerProps extends PickerProps<Part> {
  /** Parts to offer even when no list holds them (the one picked). */
  extra?: readonly Part[];
}

/** Parts: searched by part number, name and barcode, each with its stock over every location. */
const PARTS: PickerKind<Part> = {
  getKey: (part) => part.id,
  getLabel: partLabel,
  matches: partMatchesSearch,
  renderOption: (part) => <PartOption part={part} />,
  emptyText: msg`No part matches`,
  placeholder: msg`Search by part number, name or barcode`,
};

function PartOption({ part }: { part: Part }) {
  const stock = formatQuantity(part.onHand, part.unit);
  return (
    <span className="flex min-w-0 flex-1 items-center justify-between gap-2">
      <span className="min-w-0">
        <span className="block truncate">
          <span className="font-semibold">{part.partNumber}</span> {part.name}
        </span>
        <span className="block truncate text-xs text-ink-muted">
          <Trans>{stock} in stock</Trans>
          {part.category ? ` · ${part.category}` : null}
        </span>
      </span>
      {part.needsCount ? (
        <Badge tone="warning">
          <Trans>Needs count</Trans>
        </Badge>
      ) : null}
    </span>
  );
}

/**
 * The searchable part picker (components/ui/searchable-picker.tsx with the parts' kind). A catalogue may hold
 * 20,000 parts, so a typed text is searched on the server (after a pause in typing); the first page is kept on
 * the device, so without signal the picker still searches that.
 */
export function PartPicker({ extra, ...props }: PartPickerProps) {
  const [text, setText] = useState("");
  const { t } = useLingui();
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const first = useQuery(partOptionsQuery());
  const searched = useQuery({ ...partSearchQuery(term), enabled: term !== "" });
  const items = useMemo(
    () => partOptions(extra, term ? searched.data : undefined, first.data),
    [extra, term, searched.data, first.data],
  );
  const source = {
    isPending: first.isPending && !first.isPaused && items.length === 0,
    error:
      first.isPaused && !first.data
        ? new Error(t`The parts list is not on this device yet: connect once to load it.`)
        : first.error,
  };
  return <SearchablePicker {...props} kind={PARTS} items={items} source={source} onSearch={setText} />;
}
