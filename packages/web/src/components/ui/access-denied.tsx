import { ACCESS_DENIED_TITLE } from "@mnx/domain";
import { domainText } from "../../lib/i18n/i18n";
import { Card } from "./card";

/**
 * The spec's access-denied texts are shown exactly as worded. Texts that already start with
 * 'Access Denied' are the heading themselves; the others get 'Access Denied' as their heading.
 */
export function AccessDenied({ message }: { message: string }) {
  const selfTitled = message.startsWith(ACCESS_DENIED_TITLE);
  return (
    <Card className="mx-auto max-w-xl border-danger-line text-center">
      <svg className="mx-auto size-10 text-danger-ink" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
        <path d="M5.6 5.6l12.8 12.8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 className="mt-3 text-lg font-semibold">{domainText(selfTitled ? message : ACCESS_DENIED_TITLE)}</h2>
      {selfTitled ? null : <p className="mt-1 text-ink-muted">{domainText(message)}</p>}
    </Card>
  );
}
