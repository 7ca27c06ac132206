import {
  type LiteralJsonSchemaProperty,
  type ObjectJsonSchemaProperty,
  type ToolResponse,
  toolLimits,
  urlPathParameters,
} from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import {
  initialParameters,
  ParametersEditor,
  type ParametersValue,
  parametersSchema,
} from "./ParametersEditor.tsx";
import { createNewTool, saveTool, type ToolConfigInput, toolsQueryKey } from "./tools-api.ts";

export type EditableToolType = "webhook" | "client";
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];
const takesBody = (method: Method) => method === "POST" || method === "PUT" || method === "PATCH";

type ToolConfig = ToolResponse["tool_config"];
type WebhookConfig = Extract<ToolConfig, { type: "webhook" }>;
type ClientConfig = Extract<ToolConfig, { type: "client" }>;

/** The parameters a stored tool shows: a webhook's body (or query) schema, a client tool's parameters. */
function parametersOf(config: ToolConfig | undefined): ObjectJsonSchemaProperty | undefined {
  if (config?.type === "client") return config.parameters;
  if (config?.type !== "webhook") return undefined;
  const { request_body_schema: body, query_params_schema: query } = config.api_schema;
  if (body) return body;
  return query ? { type: "object", properties: query.properties, required: query.required } : undefined;
}

/** A one-level schema as query parameters (the server refuses nested ones, with its message). */
function queryParamsOf(schema: ObjectJsonSchemaProperty | undefined) {
  if (!schema?.properties || Object.keys(schema.properties).length === 0) return undefined;
  return {
    properties: schema.properties as Record<string, LiteralJsonSchemaProperty>,
    ...(schema.required ? { required: schema.required } : {}),
  };
}

const nameOk = (name: string) => toolLimits.namePattern.test(name);
const urlOk = (url: string) => /^https?:\/\/[^/\s]+/i.test(url);

/**
 * Creates or edits a webhook or client tool: name, description, the webhook's method, URL and
 * timeout (path parameters come from the URL's `{placeholders}`) or the client tool's response
 * settings, and the parameters. What the dialog does not show (assignments, headers …) is kept.
 */
export function ToolEditorDialog({
  open,
  type,
  tool,
  onClose,
}: {
  open: boolean;
  type: EditableToolType;
  /** The tool being edited; absent to create one. */
  tool?: ToolResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={
        tool
          ? t("agentTools.editor.editTitle", { name: tool.tool_config.name })
          : t(type === "webhook" ? "agentTools.editor.createWebhook" : "agentTools.editor.createClient")
      }
    >
      {open && <ToolForm type={type} tool={tool} onDone={onClose} />}
    </Dialog>
  );
}

function ToolForm({
  type,
  tool,
  onDone,
}: {
  type: EditableToolType;
  tool?: ToolResponse;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stored = tool?.tool_config;
  const webhook = stored?.type === "webhook" ? (stored as WebhookConfig) : undefined;
  const client = stored?.type === "client" ? (stored as ClientConfig) : undefined;
  const [name, setName] = useState(stored?.name ?? "");
  const [description, setDescription] = useState(stored?.description ?? "");
  const [method, setMethod] = useState<Method>(webhook?.api_schema.method ?? "POST");
  const [url, setUrl] = useState(webhook?.api_schema.url ?? "");
  const [timeout, setTimeout] = useState(
    String(stored?.response_timeout_secs ?? toolLimits.webhookTimeoutSeconds.default),
  );
  const [expectsResponse, setExpectsResponse] = useState(client?.expects_response ?? false);
  const [parameters, setParameters] = useState<ParametersValue>(() =>
    initialParameters(parametersOf(stored)),
  );
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The server's refusal of the last attempt. */
  const [failure, setFailure] = useState<string | null>(null);

  const pathNames = type === "webhook" ? urlPathParameters(url) : [];
  const problems = {
    name: !nameOk(name) ? t("agentTools.editor.nameInvalid") : null,
    description: !description.trim() ? t("agentTools.editor.descriptionRequired") : null,
    url: type === "webhook" && !urlOk(url) ? t("agentTools.editor.urlInvalid") : null,
  };
  const show = (problem: string | null) => (checked ? problem : null);
  const unfixed =
    checked && (Object.values(problems).some(Boolean) || "problem" in parametersSchema(parameters));

  const configOf = (schema: ObjectJsonSchemaProperty | undefined): ToolConfigInput => {
    const timeoutSecs = Number(timeout);
    if (type === "client")
      return {
        ...(client ?? {}),
        type: "client",
        name,
        description: description.trim(),
        expects_response: expectsResponse,
        response_timeout_secs: Number.isFinite(timeoutSecs) ? timeoutSecs : undefined,
        parameters: schema,
      };
    const storedPath = webhook?.api_schema.path_params_schema ?? {};
    return {
      ...(webhook ?? {}),
      type: "webhook",
      name,
      description: description.trim(),
      response_timeout_secs: Number.isFinite(timeoutSecs) ? timeoutSecs : undefined,
      api_schema: {
        ...(webhook?.api_schema ?? {}),
        url: url.trim(),
        method,
        path_params_schema:
          pathNames.length > 0
            ? Object.fromEntries(
                pathNames.map((each) => [each, storedPath[each] ?? { type: "string" as const }]),
              )
            : undefined,
        request_body_schema: takesBody(method) ? schema : undefined,
        query_params_schema: takesBody(method) ? undefined : queryParamsOf(schema),
      },
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const schema = parametersSchema(parameters);
    if (Object.values(problems).some(Boolean) || "problem" in schema) return;
    setSaving(true);
    try {
      const saved = tool
        ? await saveTool(tool.id, configOf(schema.schema))
        : await createNewTool(configOf(schema.schema));
      toast.success(
        t(tool ? "agentTools.editor.saved" : "agentTools.editor.created", { name: saved.tool_config.name }),
      );
      await queryClient.invalidateQueries({ queryKey: toolsQueryKey });
      onDone();
    } catch (error) {
      toast.error(t(tool ? "agentTools.editor.saveFailed" : "agentTools.editor.createFailed"));
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      {failure && (
        <Banner
          tone="danger"
          title={t(tool ? "agentTools.editor.saveFailed" : "agentTools.editor.createFailed")}
        >
          {failure}
        </Banner>
      )}
      {unfixed && <Banner tone="warning">{t("agentTools.editor.fixProblems")}</Banner>}
      <TextField
        label={t("agentTools.editor.name")}
        hint={t("agentTools.editor.nameHint")}
        value={name}
        maxLength={64}
        autoComplete="off"
        error={show(problems.name)}
        onChange={(event) => setName(event.target.value.trim())}
        data-autofocus
      />
      <TextAreaField
        label={t("agentTools.editor.description")}
        hint={t("agentTools.editor.descriptionHint")}
        value={description}
        rows={3}
        maxLength={toolLimits.descriptionCharacters}
        error={show(problems.description)}
        onChange={(event) => setDescription(event.target.value)}
      />
      {type === "webhook" && (
        <div className="tool-request">
          <SelectField
            label={t("agentTools.editor.method")}
            value={method}
            options={methods.map((each) => ({ value: each, label: each }))}
            onChange={(event) => setMethod(event.target.value as Method)}
          />
          <TextField
            label={t("agentTools.editor.url")}
            hint={
              pathNames.length > 0
                ? t("agentTools.editor.pathParameters", { names: pathNames.join(", ") })
                : t("agentTools.editor.urlHint")
            }
            type="url"
            inputMode="url"
            value={url}
            maxLength={2048}
            error={show(problems.url)}
            placeholder="https://api.example.com/orders/{order_id}"
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
      )}
      {type === "client" && (
        <Switch
          label={t("agentTools.editor.expectsResponse")}
          description={t("agentTools.editor.expectsResponseHint")}
          checked={expectsResponse}
          onChange={(event) => setExpectsResponse(event.target.checked)}
        />
      )}
      <TextField
        label={t("agentTools.editor.timeout")}
        type="number"
        inputMode="numeric"
        min={type === "webhook" ? toolLimits.webhookTimeoutSeconds.min : toolLimits.clientTimeoutSeconds.min}
        max={type === "webhook" ? toolLimits.webhookTimeoutSeconds.max : toolLimits.clientTimeoutSeconds.max}
        value={timeout}
        onChange={(event) => setTimeout(event.target.value)}
      />
      <ParametersEditor
        value={parameters}
        onChange={setParameters}
        showProblems={checked}
        hint={
          type === "client"
            ? t("agentTools.parameters.clientHint")
            : takesBody(method)
              ? t("agentTools.parameters.bodyHint")
              : t("agentTools.parameters.queryHint")
        }
      />
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <Button onClick={onDone} disabled={saving}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={saving}>
          {tool ? t("agentTools.editor.save") : t("agentTools.editor.create")}
        </Button>
      </div>
    </form>
  );
}
