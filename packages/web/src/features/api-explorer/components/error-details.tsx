import { Trans } from "@lingui/react/macro";
import type { ErrorDetail } from "@mnx/domain";
import { domainText } from "../../../lib/i18n/i18n";
import { troubleshootingHint } from "../api/troubleshooting";

interface ErrorDetailsProps {
  status: number;
  code: string | null;
  details: readonly ErrorDetail[];
}

/** A refusal's code, what each field was refused for, and what to try (part 2, 2.12 and 8). */
export function ErrorDetails({ status, code, details }: ErrorDetailsProps) {
  return (
    <div className="space-y-2 text-sm">
      {code ? (
        <p>
          <Trans>
            Code: <code className="font-mono font-semibold">{code}</code>
          </Trans>
        </p>
      ) : null}
      {details.length > 0 ? (
        <ul className="list-disc space-y-0.5 ps-5">
          {details.map((detail) => (
            <li key={`${detail.path}-${detail.message}`}>
              {detail.path ? <code className="font-mono">{detail.path}</code> : null}
              {detail.path ? ": " : null}
              {domainText(detail.message)}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <span className="font-semibold">
          <Trans>Troubleshooting:</Trans>{" "}
        </span>
        {troubleshootingHint(code ?? undefined, status)}
      </p>
    </div>
  );
}
