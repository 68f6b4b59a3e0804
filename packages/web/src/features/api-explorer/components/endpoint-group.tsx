import { Trans } from "@lingui/react/macro";
import type { ApiEndpoint } from "@mnx/domain";
import { useId } from "react";
import { MethodBadge } from "./method-badge";

interface EndpointGroupProps {
  category: string;
  endpoints: readonly ApiEndpoint[];
  open: boolean;
  onToggle: () => void;
  selectedId: string | null;
  onSelect: (endpoint: ApiEndpoint) => void;
}

/** One category of the list: a heading that opens and closes it, then its endpoints. */
export function EndpointGroup({
  category,
  endpoints,
  open,
  onToggle,
  selectedId,
  onSelect,
}: EndpointGroupProps) {
  const listId = useId();
  const count = endpoints.length;
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-2 px-4 py-2 text-start font-semibold hover:bg-surface-muted"
        >
          <svg
            className={`size-4 shrink-0 text-ink-muted motion-safe:transition-transform ${open ? "rotate-90" : ""}`}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="m9 6 6 6-6 6" />
          </svg>
          <span className="flex-1" translate="no">
            {category}
          </span>
          <span className="text-sm font-medium text-ink-muted">
            <Trans>
              {count}
              <span className="sr-only"> endpoints</span>
            </Trans>
          </span>
        </button>
      </h3>
      <ul id={listId} hidden={!open} className="divide-y divide-line border-t border-line">
        {endpoints.map((endpoint) => {
          const selected = endpoint.id === selectedId;
          return (
            <li key={endpoint.id}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                aria-label={`${endpoint.method} ${endpoint.path}, ${endpoint.summary}`}
                onClick={() => onSelect(endpoint)}
                className={`flex min-h-11 w-full items-start gap-2 px-3 py-2 text-start ${
                  selected ? "bg-accent-soft text-accent-soft-ink" : "hover:bg-surface-muted"
                }`}
              >
                <MethodBadge method={endpoint.method} />
                <span className="min-w-0 flex-1">
                  <span className="block font-mono text-sm break-all">{endpoint.path}</span>
                  <span className={`block text-xs ${selected ? "" : "text-ink-muted"}`}>
                    {endpoint.summary}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
