import type { ApiParameter } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";

/** The endpoint's path, query and header parameters, as the OpenAPI document describes them. */
export function EndpointParameters({ parameters }: { parameters: readonly ApiParameter[] }) {
  if (parameters.length === 0) return <p className="text-sm text-ink-muted">No parameters.</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {parameters.map((parameter) => (
        <li key={`${parameter.in}-${parameter.name}`} className="space-y-1 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <code className="font-mono font-semibold">{parameter.name}</code>
            <span className="text-ink-muted">
              {parameter.in} · {parameter.type}
            </span>
            {parameter.required ? <Badge tone="warning">required</Badge> : null}
          </p>
          {parameter.description ? <p className="text-ink-muted">{parameter.description}</p> : null}
          {parameter.enum ? (
            <p className="text-ink-muted">
              One of: <span className="font-mono break-words">{parameter.enum.join(", ")}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
