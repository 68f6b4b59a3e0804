import { Button } from "../components/ui/button";

/** Shown when a screen fails to render: a way back instead of a blank page. */
export function RouteErrorScreen() {
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas p-6 text-center text-ink">
      <div className="max-w-sm space-y-4">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-ink-muted">
          This screen could not be shown. Reload the page; if it keeps happening, contact support.
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </main>
  );
}
