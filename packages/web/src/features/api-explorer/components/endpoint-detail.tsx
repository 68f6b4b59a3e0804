import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ApiEndpoint, roleLabel } from "@mnx/domain";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { CodeBlock } from "../../../components/ui/code-block";
import { DetailList } from "../../../components/ui/detail-list";
import { domainText } from "../../../lib/i18n/i18n";
import { EndpointParameters } from "./endpoint-parameters";
import { MethodBadge } from "./method-badge";

/** 'authenticated' when every role may call it, 'public' without sign-in, else the roles the permission table names. */
function requiredRole(endpoint: ApiEndpoint): string {
  if (endpoint.requiredRole === "public") return t`public (no sign-in)`;
  if (endpoint.requiredRole === "authenticated") return t`authenticated`;
  return endpoint.roles.map((role) => domainText(roleLabel(role))).join(", ");
}

interface EndpointDetailProps {
  endpoint: ApiEndpoint;
  headingRef?: (element: HTMLHeadingElement | null) => void;
  /** The Test Endpoint form, under the description. */
  children: ReactNode;
}

/** The detail panel (part 2, 2.12): description, required role, parameters, example body, then the test form. */
export function EndpointDetail({ endpoint, headingRef, children }: EndpointDetailProps) {
  const { t } = useLingui();
  const call = `${endpoint.method} ${endpoint.path}`;
  return (
    <Card className="space-y-4">
      <div className="flex items-start gap-2">
        <MethodBadge method={endpoint.method} />
        <h2 ref={headingRef} tabIndex={-1} className="min-w-0 font-mono text-lg font-semibold break-all">
          {endpoint.path}
        </h2>
      </div>
      <p>{endpoint.description}</p>
      <DetailList
        items={[
          { label: t`Category`, value: endpoint.category },
          { label: t`Required role`, value: requiredRole(endpoint) },
        ]}
      />
      <section className="space-y-2">
        <h3 className="font-semibold">
          <Trans>Parameters</Trans>
        </h3>
        <EndpointParameters parameters={endpoint.parameters} />
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold">
          <Trans>Example body</Trans>
        </h3>
        {endpoint.example === null ? (
          <p className="text-sm text-ink-muted">
            <Trans>This call takes no body.</Trans>
          </p>
        ) : (
          <CodeBlock label={t`Example body of ${call}`} value={endpoint.example} />
        )}
      </section>
      {children}
    </Card>
  );
}
