import type { ErrorDetail } from "@mnx/domain";
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
          Code: <code className="font-mono font-semibold">{code}</code>
        </p>
      ) : null}
      {details.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {details.map((detail) => (
            <li key={`${detail.path}-${detail.message}`}>
              {detail.path ? <code className="font-mono">{detail.path}</code> : null}
              {detail.path ? ": " : null}
              {detail.message}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <span className="font-semibold">Troubleshooting: </span>
        {troubleshootingHint(code ?? undefined, status)}
      </p>
    </div>
  );
}
