import { Trans, useLingui } from "@lingui/react/macro";
import { type ApiEndpoint, type ApiExplorerCall, INVALID_ENDPOINT_MESSAGE } from "@mnx/domain";
import { useId } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useSchemaForm } from "../../../lib/use-schema-form";
import {
  explorerCall,
  initialTestValues,
  pathParameters,
  queryParameters,
  sendsBody,
  type TestRequestValues,
  testRequestSchema,
} from "../api/test-request";

interface TestEndpointFormProps {
  /** Mount one form per endpoint (key it by the endpoint's id): each starts from its own example. */
  endpoint: ApiEndpoint;
  pending: boolean;
  onTest: (call: ApiExplorerCall) => void;
}

/** Test Endpoint (part 2, 2.12): the path and query parameters and the body, editable, then the call. */
export function TestEndpointForm({ endpoint, pending, onTest }: TestEndpointFormProps) {
  const headingId = useId();
  const { t } = useLingui();
  const pathLabel = (name: string) => t`${name} (path)`;
  const queryLabel = (name: string) => t`${name} (query)`;
  const form = useSchemaForm<TestRequestValues, TestRequestValues>({
    schema: testRequestSchema(endpoint),
    defaultValues: initialTestValues(endpoint),
  });
  const { errors } = form.formState;
  const path = pathParameters(endpoint);
  const query = queryParameters(endpoint);

  if (!endpoint.testable) {
    return (
      <Alert tone="info" title={t`Not testable here`}>
        {domainText(INVALID_ENDPOINT_MESSAGE)}.
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onTest(explorerCall(endpoint, values)))(event)}
      className="space-y-3 border-t border-line pt-4"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="font-semibold">
        <Trans>Test Endpoint</Trans>
      </h3>
      {path.length + query.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {path.map((parameter) => (
            <TextField
              key={parameter.name}
              label={pathLabel(parameter.name)}
              required
              autoComplete="off"
              spellCheck={false}
              error={errors.path?.[parameter.name]?.message}
              {...form.register(`path.${parameter.name}`)}
            />
          ))}
          {query.map((parameter) =>
            parameter.enum ? (
              <SelectField
                key={parameter.name}
                label={queryLabel(parameter.name)}
                placeholderOption={t`Not sent`}
                options={parameter.enum.map((value) => ({ value, label: value }))}
                {...form.register(`query.${parameter.name}`)}
              />
            ) : (
              <TextField
                key={parameter.name}
                label={queryLabel(parameter.name)}
                required={parameter.required}
                hint={parameter.type}
                autoComplete="off"
                spellCheck={false}
                error={errors.query?.[parameter.name]?.message}
                {...form.register(`query.${parameter.name}`)}
              />
            ),
          )}
        </div>
      ) : null}
      {sendsBody(endpoint) ? (
        <TextAreaField
          label={t`Request body (JSON)`}
          rows={8}
          spellCheck={false}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          error={errors.body?.message}
          {...form.register("body")}
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {endpoint.method === "GET"
            ? t`Runs with your own rights.`
            : t`Runs for real, with your own rights: it may change your organization's data.`}
        </p>
        <Button type="submit" busy={pending} className="w-full shrink-0 whitespace-nowrap sm:w-auto">
          <Trans>Test Endpoint</Trans>
        </Button>
      </div>
    </form>
  );
}
