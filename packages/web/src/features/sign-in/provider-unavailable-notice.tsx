import { Trans } from "@lingui/react/macro";
import { AUTH_MESSAGES } from "@mnx/domain";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { domainText } from "../../lib/i18n/i18n";

interface ProviderUnavailableNoticeProps {
  retrying: boolean;
  onRetry: () => void;
}

/** The identity provider did not answer (503 IDP_UNAVAILABLE): say so plainly and offer to try again. */
export function ProviderUnavailableNotice({ retrying, onRetry }: ProviderUnavailableNoticeProps) {
  return (
    <Alert tone="error">
      <p>{domainText(AUTH_MESSAGES.idpUnavailable)}</p>
      <Button variant="secondary" className="mt-3" busy={retrying} onClick={onRetry}>
        <Trans>Try Again</Trans>
      </Button>
    </Alert>
  );
}
