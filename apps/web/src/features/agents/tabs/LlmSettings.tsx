import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Slider } from "../../../ui/Slider.tsx";
import { fetchLlms, llmsQueryKey } from "../api/agents-api.ts";
import { NumberField } from "../fields/NumberField.tsx";
import type { AgentTabProps } from "./tab-props.ts";

const timeZones = (() => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
})();

/** The language model, its temperature and reply length, and the time zone of `system__time`. */
export function LlmSettings({ draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const prompt = draft.conversation_config.agent.prompt;
  const llms = useQuery({ queryKey: llmsQueryKey, queryFn: fetchLlms, staleTime: 10 * 60_000 });
  const listed = llms.data?.llms ?? [];
  const served = listed[0]?.llm;
  // A model of the hosted product (or one this server no longer offers) is kept and named as such.
  const unlisted = llms.isSuccess && !listed.some((model) => model.llm === prompt.llm);
  const options = [
    ...(unlisted || !llms.isSuccess ? [{ value: prompt.llm, label: prompt.llm }] : []),
    ...listed.map((model) => ({ value: model.llm, label: model.llm })),
  ];
  const zones =
    prompt.timezone && !timeZones.includes(prompt.timezone) ? [prompt.timezone, ...timeZones] : timeZones;
  const path = ["conversation_config", "agent", "prompt"] as const;
  return (
    <Card title={t("agents.llm.title")} description={t("agents.llm.description")}>
      <div className="stack">
        <SelectField
          label={t("agents.llm.model")}
          options={options}
          value={prompt.llm}
          hint={unlisted && served ? t("agents.llm.servedBy", { model: served }) : undefined}
          error={problems.at([...path, "llm"])}
          onChange={(event) => {
            const value = event.target.value;
            change((d) => {
              d.conversation_config.agent.prompt.llm = value;
            });
          }}
        />
        <Slider
          label={t("agents.llm.temperature")}
          hint={t("agents.llm.temperatureHint")}
          value={prompt.temperature}
          min={0}
          max={2}
          step={0.05}
          format={(value) => value.toFixed(2)}
          onChange={(value) =>
            change((d) => {
              d.conversation_config.agent.prompt.temperature = value;
            })
          }
        />
        <div className="grid-2">
          <NumberField
            label={t("agents.llm.maxTokens")}
            hint={t("agents.llm.maxTokensHint")}
            min={-1}
            max={32_768}
            value={prompt.max_tokens}
            error={problems.at([...path, "max_tokens"])}
            onChange={(value) =>
              change((d) => {
                d.conversation_config.agent.prompt.max_tokens = value;
              })
            }
          />
          <SelectField
            label={t("agents.llm.timezone")}
            hint={t("agents.llm.timezoneHint")}
            options={[
              { value: "", label: t("agents.llm.utc") },
              ...zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
            ]}
            value={prompt.timezone ?? ""}
            error={problems.at([...path, "timezone"])}
            onChange={(event) => {
              const value = event.target.value || null;
              change((d) => {
                d.conversation_config.agent.prompt.timezone = value;
              });
            }}
          />
        </div>
      </div>
    </Card>
  );
}
