import { Trans } from "@lingui/react/macro";
import { isApiError } from "../../lib/api-error";
import { domainText } from "../../lib/i18n/i18n";
import { Button } from "./button";
import { StatePanel } from "./state-panel";

interface LoadStatePanelProps {
  /** null while the first answer is on its way. */
  error: Error | null;
  onRetry: () => void;
  loadingTitle: string;
  errorTitle: string;
  /** For a 404: the thing is gone (or was never the caller's), and trying again would not bring it back. */
  notFoundTitle: string;
}

/** A details modal's body before its data: the loading panel, or the error with Try Again (none for a 404). */
export function LoadStatePanel({
  error,
  onRetry,
  loadingTitle,
  errorTitle,
  notFoundTitle,
}: LoadStatePanelProps) {
  if (!error) return <StatePanel kind="loading" title={loadingTitle} />;
  const notFound = isApiError(error) && error.status === 404;
  return (
    <StatePanel
      kind="error"
      title={notFound ? notFoundTitle : errorTitle}
      action={
        notFound ? null : (
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        )
      }
    >
      {domainText(error.message)}
    </StatePanel>
  );
}
