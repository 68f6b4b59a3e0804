import { Trans } from "@lingui/react/macro";
import { DEV_TOOL_MESSAGES } from "@mnx/domain";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import { failureTitle } from "../api/failure-title";

interface QueryStatusProps {
  /** A query that has no data yet: still loading, or failed. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  /** The spec's title for this load when it fails (part 2, 8); no answer at all has its own. */
  title: string;
}

/** A database tab's load: a spinner, or the spec's title, the server's reason and Try Again. */
export function QueryStatus({ query, loading, title }: QueryStatusProps) {
  if (query.isPending) return <StatePanel kind="loading" title={loading} />;
  return (
    <StatePanel
      kind="error"
      title={failureTitle(query.error, title, domainText(DEV_TOOL_MESSAGES.dbLoadNetwork))}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      }
    >
      {errorMessage(query.error, title)}
    </StatePanel>
  );
}
