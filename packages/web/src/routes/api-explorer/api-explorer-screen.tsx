import { Trans, useLingui } from "@lingui/react/macro";
import type { ApiEndpoint } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { StatePanel } from "../../components/ui/state-panel";
import { apiCatalogQuery, useTestEndpoint } from "../../features/api-explorer/api/explorer-queries";
import { EndpointDetail } from "../../features/api-explorer/components/endpoint-detail";
import { EndpointList } from "../../features/api-explorer/components/endpoint-list";
import { TestEndpointForm } from "../../features/api-explorer/components/test-endpoint-form";
import { TestResultPanel } from "../../features/api-explorer/components/test-result-panel";
import { errorMessage } from "../../lib/error-message";

/** Where the list and the details sit side by side (Tailwind's lg). */
const SIDE_BY_SIDE = "(min-width: 64rem)";

/** /dev/api-explorer (part 2, 2.12): super admins only; the server refuses everyone else too. */
export function ApiExplorerScreen() {
  const catalog = useQuery(apiCatalogQuery());
  const test = useTestEndpoint();
  const { t } = useLingui();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);

  // A chosen endpoint's details are brought into view: on a phone they sit under the list (focus moves there);
  // side by side, only when the page has scrolled past them, and the focus stays in the list.
  useEffect(() => {
    const element = heading.current;
    if (!selectedId || !element) return;
    if (!window.matchMedia(SIDE_BY_SIDE).matches) element.focus();
    else if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: "start" });
  }, [selectedId]);

  if (catalog.isPending) return <StatePanel kind="loading" title={t`Loading endpoints...`} />;
  if (catalog.isError) {
    return (
      <StatePanel
        kind="error"
        title={t`Unable to load endpoints`}
        action={
          <Button onClick={() => void catalog.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        {errorMessage(catalog.error, t`The API's description could not be read.`)}
      </StatePanel>
    );
  }

  const selected = catalog.data.endpoints.find((endpoint) => endpoint.id === selectedId) ?? null;
  const select = (endpoint: ApiEndpoint) => {
    setSelectedId(endpoint.id);
    test.reset();
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(20rem,26rem)_minmax(0,1fr)] lg:items-start">
      <div className="lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:pe-1">
        <EndpointList catalog={catalog.data} selectedId={selectedId} onSelect={select} />
      </div>
      <div className="min-w-0 space-y-4">
        {selected ? (
          <EndpointDetail
            endpoint={selected}
            headingRef={(element) => {
              heading.current = element;
            }}
          >
            <TestEndpointForm
              key={selected.id}
              endpoint={selected}
              pending={test.isPending}
              onTest={(call) => test.mutate(call)}
            />
          </EndpointDetail>
        ) : (
          <StatePanel kind="empty" title={t`Choose an endpoint`}>
            <Trans>
              Its description, required role, parameters and example body appear here, with Test Endpoint.
            </Trans>
          </StatePanel>
        )}
        {selected ? (
          <TestResultPanel result={test.data?.data} error={test.error} pending={test.isPending} />
        ) : null}
      </div>
    </div>
  );
}
