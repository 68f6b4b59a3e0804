import { Trans } from "@lingui/react/macro";
import { USER_MESSAGES } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { domainText } from "../../../lib/i18n/i18n";

/**
 * The error banner with Try Again (part 2, 2.10) when a refresh fails while the people already loaded stay on
 * screen; with nothing loaded, the list's own error panel says it instead.
 */
export function TeamLoadBanner({ query }: { query: UseQueryResult<unknown> }) {
  if (!query.isError || query.data === undefined) return null;
  return (
    <Alert tone="error" title={domainText(USER_MESSAGES.loadFailed)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{query.error.message}</span>
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    </Alert>
  );
}
