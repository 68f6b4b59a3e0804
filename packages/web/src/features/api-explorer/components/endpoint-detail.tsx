import { type ApiEndpoint, roleLabel } from "@mnx/domain";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { CodeBlock } from "../../../components/ui/code-block";
import { DetailList } from "../../../components/ui/detail-list";
import { EndpointParameters } from "./endpoint-parameters";
import { MethodBadge } from "./method-badge";

/** 'authenticated' when every role may call it, 'public' without sign-in, else the roles the permission table names. */
function requiredRole(endpoint: ApiEndpoint): string {
  if (endpoint.requiredRole === "public") return "public (no sign-in)";
  if (endpoint.requiredRole === "authenticated") return "authenticated";
  return endpoint.roles.map(roleLabel).join(", ");
}

interface EndpointDetailProps {
  endpoint: ApiEndpoint;
  headingRef?: (element: HTMLHeadingElement | null) => void;
  /** The Test Endpoint form, under the description. */
  children: ReactNode;
}

/** The detail panel (part 2, 2.12): description, required role, parameters, example body, then the test form. */
export function EndpointDetail({ endpoint, headingRef, children }: EndpointDetailProps) {
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
          { label: "Category", value: endpoint.category },
          { label: "Required role", value: requiredRole(endpoint) },
        ]}
      />
      <section className="space-y-2">
        <h3 className="font-semibold">Parameters</h3>
        <EndpointParameters parameters={endpoint.parameters} />
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold">Example body</h3>
        {endpoint.example === null ? (
          <p className="text-sm text-ink-muted">This call takes no body.</p>
        ) : (
          <CodeBlock label={`Example body of ${endpoint.method} ${endpoint.path}`} value={endpoint.example} />
        )}
      </section>
      {children}
    </Card>
  );
}
