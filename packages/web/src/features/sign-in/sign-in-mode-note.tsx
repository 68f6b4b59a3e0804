import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { fetchAuthConfig } from "./sign-in-api";

/** Says which sign-in mode is on (DECISIONS.md: the login screen says so). */
export function SignInModeNote() {
  const { data } = useQuery({
    queryKey: queryKeys.auth.config,
    queryFn: ({ signal }) => fetchAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false }, // nothing is written to the device before sign-in
  });
  if (!data) return null;
  const provider = data.providerName;
  return (
    <p className="rounded-lg border border-info-line bg-info-soft px-3 py-2 text-sm text-info-ink">
      {data.mode === "demo" ? (
        <Trans>Demo mode: pick any demo user on the next page</Trans>
      ) : (
        <Trans>Sign in with your {provider} work account.</Trans>
      )}
    </p>
  );
}
