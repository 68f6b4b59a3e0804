import { useLingui } from "@lingui/react/macro";
import { Spinner } from "./spinner";

/** Shown while authentication resolves (part 1, 2) and while the sign-in callback completes. */
export function LoadingScreen({ message }: { message?: string }) {
  const { t } = useLingui();
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas p-6 text-ink">
      <div className="flex flex-col items-center gap-4 text-center">
        <img src="/icons/icon-192.png" alt="" width={56} height={56} className="rounded-xl" />
        <Spinner className="size-8 text-accent-ink" label={message ?? t`Loading Maintenance Nexus...`} />
      </div>
    </main>
  );
}
