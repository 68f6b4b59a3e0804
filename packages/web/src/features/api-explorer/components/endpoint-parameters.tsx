import { Trans } from "@lingui/react/macro";
import type { ApiParameter } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";

function EnumValues({ values }: { values: string }) {
  return (
    <p className="text-ink-muted">
      <Trans>
        One of: <span className="font-mono break-words">{values}</span>
      </Trans>
    </p>
  );
}

/** The endpoint's path, query and header parameters, as the OpenAPI document describes them. */
export function EndpointParameters({ parameters }: { parameters: readonly ApiParameter[] }) {
  if (parameters.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        <Trans>No parameters.</Trans>
      </p>
    );
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {parameters.map((parameter) => (
        <li key={`${parameter.in}-${parameter.name}`} className="space-y-1 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <code className="font-mono font-semibold">{parameter.name}</code>
            <span className="text-ink-muted">
              {parameter.in} · {parameter.type}
            </span>
            {parameter.required ? (
              <Badge tone="warning">
                <Trans>required</Trans>
              </Badge>
            ) : null}
          </p>
          {parameter.description ? <p className="text-ink-muted">{parameter.description}</p> : null}
          {parameter.enum ? <EnumValues values={parameter.enum.join(", ")} /> : null}
        </li>
      ))}
    </ul>
  );
}
