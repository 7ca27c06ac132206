import { agentTestingLimits, builtInSystemTools } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Field } from "../../../ui/Field.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useTools } from "../tools/use-tools.ts";
import {
  type DraftProblems,
  type ParameterDraft,
  type ParameterMatch,
  type TestDraft,
  toolChoice,
} from "./test-draft.ts";

const matches: readonly ParameterMatch[] = ["exact", "regex", "anything", "llm"];
const valueLabel = { exact: "expectedValue", regex: "pattern", llm: "description" } as const;

/**
 * A tool-call test's expectation: the tool (a system tool, or a webhook or client tool of the
 * workspace), whether it must be called or must not be, and each parameter checked by exact value,
 * regular expression, presence, or the language model.
 */
export function ToolCallFields({
  draft,
  onChange,
  problems,
}: {
  draft: TestDraft;
  onChange: (patch: Partial<TestDraft>) => void;
  problems: DraftProblems | null;
}) {
  const { t } = useTranslation();
  const tools = useTools();
  const systemLabel = (name: (typeof builtInSystemTools)[number]) =>
    name === "transfer_to_agent"
      ? t("agents.transfers.toAgent")
      : name === "transfer_to_number"
        ? t("agents.transfers.toNumber")
        : t(`agents.tools.${name}`);
  const workspaceTools = (tools.data ?? []).filter((tool) => tool.tool_config.type !== "system");
  const known = new Set([
    ...builtInSystemTools.map((name) => toolChoice({ type: "system", id: name })),
    ...workspaceTools.map((tool) => toolChoice({ type: tool.tool_config.type, id: tool.id })),
  ]);
  const setParameter = (index: number, patch: Partial<ParameterDraft>) =>
    onChange({
      parameters: draft.parameters.map((parameter, at) =>
        at === index ? { ...parameter, ...patch } : parameter,
      ),
    });
  return (
    <>
      <Field
        label={t("agentTests.editor.tool")}
        hint={t("agentTests.editor.toolHint")}
        error={problems?.tool ? t(`agentTests.editor.problems.${problems.tool}`) : null}
      >
        {(a11y) => (
          <select
            className="select"
            value={draft.tool}
            onChange={(event) => onChange({ tool: event.target.value })}
            {...a11y}
          >
            <option value="">{t("agentTests.editor.toolPlaceholder")}</option>
            <optgroup label={t("agentTests.editor.systemTools")}>
              {builtInSystemTools.map((name) => (
                <option key={name} value={toolChoice({ type: "system", id: name })}>
                  {systemLabel(name)}
                </option>
              ))}
            </optgroup>
            {workspaceTools.length > 0 && (
              <optgroup label={t("agentTests.editor.workspaceTools")}>
                {workspaceTools.map((tool) => (
                  <option key={tool.id} value={toolChoice({ type: tool.tool_config.type, id: tool.id })}>
                    {tool.tool_config.name}
                  </option>
                ))}
              </optgroup>
            )}
            {/* A tool the test names that is gone (or not loaded yet) stays choosable by its id. */}
            {draft.tool && !known.has(draft.tool) && (
              <option value={draft.tool}>{draft.tool.slice(draft.tool.indexOf(":") + 1)}</option>
            )}
          </select>
        )}
      </Field>
      <Switch
        label={t("agentTests.editor.verifyAbsence")}
        description={t("agentTests.editor.verifyAbsenceHint")}
        checked={draft.verifyAbsence}
        onChange={(event) => onChange({ verifyAbsence: event.target.checked })}
      />
      {!draft.verifyAbsence && (
        <fieldset className="agent-test-fieldset">
          <legend className="field__label">{t("agentTests.editor.parameters")}</legend>
          <p className="field__hint">{t("agentTests.editor.parametersHint")}</p>
          {draft.parameters.length === 0 && <p className="muted">{t("agentTests.editor.noParameters")}</p>}
          <ol className="agent-test-parameters">
            {draft.parameters.map((parameter, index) => {
              const number = index + 1;
              const problem = problems?.parameters[index];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: parameters have no identity but their place
                <li key={index} className="agent-test-parameter">
                  <TextField
                    label={t("agentTests.editor.parameterPath", { number })}
                    value={parameter.path}
                    maxLength={agentTestingLimits.parameterTextCharacters}
                    placeholder="order.id"
                    autoComplete="off"
                    error={problem?.path ? t(`agentTests.editor.problems.${problem.path}`) : null}
                    onChange={(event) => setParameter(index, { path: event.target.value })}
                  />
                  <SelectField
                    label={t("agentTests.editor.parameterMatch", { number })}
                    value={parameter.match}
                    options={matches.map((match) => ({
                      value: match,
                      label: t(`agentTests.editor.matches.${match}`),
                    }))}
                    onChange={(event) => setParameter(index, { match: event.target.value as ParameterMatch })}
                  />
                  {parameter.match !== "anything" && (
                    <TextField
                      label={t(`agentTests.editor.${valueLabel[parameter.match]}`, { number })}
                      value={parameter.value}
                      maxLength={
                        parameter.match === "regex"
                          ? agentTestingLimits.parameterTextCharacters
                          : agentTestingLimits.messageCharacters
                      }
                      autoComplete="off"
                      error={problem?.value ? t(`agentTests.editor.problems.${problem.value}`) : null}
                      onChange={(event) => setParameter(index, { value: event.target.value })}
                    />
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={t("agentTests.editor.removeParameter", { number })}
                    onClick={() => onChange({ parameters: draft.parameters.filter((_, at) => at !== index) })}
                  >
                    <Icon name="trash" />
                  </Button>
                </li>
              );
            })}
          </ol>
          {draft.parameters.length < agentTestingLimits.toolParameters && (
            <Button
              size="sm"
              onClick={() =>
                onChange({ parameters: [...draft.parameters, { path: "", match: "exact", value: "" }] })
              }
            >
              <Icon name="plus" />
              {t("agentTests.editor.addParameter")}
            </Button>
          )}
        </fieldset>
      )}
    </>
  );
}
