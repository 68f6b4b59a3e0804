import { Trans, useLingui } from "@lingui/react/macro";

/** 'Welcome back, {first name or User}!': the dashboards' greeting, one message in each language. */
export function WelcomeLine({ firstName }: { firstName: string | null | undefined }) {
  const { t } = useLingui();
  const name = firstName?.trim() || t`User`;
  return <Trans>Welcome back, {name}!</Trans>;
}
