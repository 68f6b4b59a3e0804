import { Badge, type BadgeTone } from "../../../components/ui/badge";

const METHOD_TONES: Readonly<Record<string, BadgeTone>> = {
  GET: "info",
  POST: "success",
  PUT: "warning",
  PATCH: "orange",
  DELETE: "danger",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className="inline-flex w-16 shrink-0 justify-center font-mono">
      <Badge tone={METHOD_TONES[method] ?? "neutral"}>{method}</Badge>
    </span>
  );
}
