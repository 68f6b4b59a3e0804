import { Trans } from "@lingui/react/macro";
import { useRouteError } from "react-router";
import { Button } from "../components/ui/button";
import { isChunkLoadError, reloadApp } from "../lib/reload-app";

/**
 * Shown when a screen fails to render or its chunk fails to load (a dropped connection, or a deploy since the
 * page was opened): a way back instead of a blank page. Reload picks up a waiting new version.
 */
export function RouteErrorScreen() {
  const chunk = isChunkLoadError(useRouteError());
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas p-6 text-center text-ink">
      <div className="max-w-sm space-y-4">
        <h1 className="text-2xl font-bold">
          {chunk ? <Trans>This screen could not be loaded</Trans> : <Trans>Something went wrong</Trans>}
        </h1>
        <p className="text-ink-muted">
          {chunk ? (
            <Trans>
              The connection may have dropped, or a new version of Maintenance Nexus is out. Reload to
              continue.
            </Trans>
          ) : (
            <Trans>
              This screen could not be shown. Reload the page; if it keeps happening, contact support.
            </Trans>
          )}
        </p>
        <Button onClick={() => void reloadApp()}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    </main>
  );
}
