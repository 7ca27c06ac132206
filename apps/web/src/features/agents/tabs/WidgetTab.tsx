import type { PlatformSettings } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { ColourField } from "../fields/ColourField.tsx";
import { ShareableLink } from "./ShareableLink.tsx";
import type { AgentTabProps } from "./tab-props.ts";
import { WidgetFeedback } from "./WidgetFeedback.tsx";
import { WidgetLanguageSelector } from "./WidgetLanguageSelector.tsx";
import { WidgetPreview } from "./WidgetPreview.tsx";
import { WidgetTextContents } from "./WidgetTextContents.tsx";

type Widget = PlatformSettings["widget"];
const variants: readonly Widget["variant"][] = ["tiny", "compact", "full", "expandable"];
const placements: readonly Widget["placement"][] = [
  "top-left",
  "top",
  "top-right",
  "bottom-left",
  "bottom",
  "bottom-right",
];
const colours = [
  "bg_color",
  "text_color",
  "btn_color",
  "btn_text_color",
  "border_color",
  "focus_color",
] as const;
const texts = [
  "action_text",
  "start_call_text",
  "end_call_text",
  "expand_text",
  "listening_text",
  "speaking_text",
] as const;

/**
 * The Widget tab: how the embeddable widget looks and reads, a live preview, what it offers visitors
 * (text input, transcript, language choice, feedback), and the shareable link.
 */
export function WidgetTab({ agentId, draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const widget = draft.platform_settings.widget;
  const path = ["platform_settings", "widget"];
  const set = <K extends keyof Widget>(key: K, value: Widget[K]) =>
    change((d) => {
      d.platform_settings.widget[key] = value;
    });
  return (
    <div className="stack">
      <div className="agent-widget">
        <Card title={t("agents.widget.appearance")}>
          <div className="stack">
            <div className="stack-sm">
              <span className="field__label" aria-hidden="true">
                {t("agents.widget.variant")}
              </span>
              <SegmentedControl
                label={t("agents.widget.variant")}
                name="widget-variant"
                className="agent-segmented-wrap"
                options={variants}
                optionLabel={(variant) => t(`agents.widget.variants.${variant}`)}
                value={widget.variant}
                onChange={(variant) => set("variant", variant)}
              />
            </div>
            <SelectField
              label={t("agents.widget.placement")}
              options={placements.map((placement) => ({
                value: placement,
                label: t(`agents.widget.placements.${placement}`),
              }))}
              value={widget.placement}
              onChange={(event) => set("placement", event.target.value as Widget["placement"])}
            />
            <div className="agent-colours">
              {colours.map((key) => (
                <ColourField
                  key={key}
                  label={t(`agents.widget.colours.${key}`)}
                  value={widget[key]}
                  error={problems.at([...path, key])}
                  onChange={(value) => set(key, value)}
                />
              ))}
            </div>
            {widget.avatar.type === "orb" ? (
              <div className="agent-colours">
                <ColourField
                  label={t("agents.widget.orbColour1")}
                  value={widget.avatar.color_1}
                  error={problems.at([...path, "avatar", "color_1"])}
                  onChange={(value) =>
                    change((d) => {
                      const avatar = d.platform_settings.widget.avatar;
                      if (avatar.type === "orb") avatar.color_1 = value;
                    })
                  }
                />
                <ColourField
                  label={t("agents.widget.orbColour2")}
                  value={widget.avatar.color_2}
                  error={problems.at([...path, "avatar", "color_2"])}
                  onChange={(value) =>
                    change((d) => {
                      const avatar = d.platform_settings.widget.avatar;
                      if (avatar.type === "orb") avatar.color_2 = value;
                    })
                  }
                />
              </div>
            ) : (
              <div className="row">
                <p className="muted">{t("agents.widget.imageAvatar")}</p>
                <Button
                  size="sm"
                  onClick={() => set("avatar", { type: "orb", color_1: "#2792dc", color_2: "#9ce6e6" })}
                >
                  {t("agents.widget.useOrb")}
                </Button>
              </div>
            )}
          </div>
        </Card>
        <WidgetPreview widget={widget} />
      </div>
      <Card title={t("agents.widget.texts")} description={t("agents.widget.textsDescription")}>
        <div className="grid-2">
          {texts.map((key) => (
            <TextField
              key={key}
              label={t(`agents.widget.text.${key}`)}
              placeholder={t(`agents.widget.defaults.${key}`)}
              maxLength={200}
              value={widget[key] ?? ""}
              error={problems.at([...path, key])}
              onChange={(event) => set(key, event.target.value === "" ? null : event.target.value)}
            />
          ))}
        </div>
      </Card>
      <WidgetTextContents draft={draft} change={change} problems={problems} />
      <Card title={t("agents.widget.behaviour")}>
        <div className="stack">
          <Switch
            label={t("agents.widget.textInput")}
            description={t("agents.widget.textInputHint")}
            checked={widget.text_input_enabled}
            onChange={(event) => set("text_input_enabled", event.target.checked)}
          />
          <Switch
            label={t("agents.widget.transcript")}
            description={t("agents.widget.transcriptHint")}
            checked={widget.transcript_enabled}
            onChange={(event) => set("transcript_enabled", event.target.checked)}
          />
          <WidgetLanguageSelector agentId={agentId} draft={draft} change={change} />
        </div>
      </Card>
      <WidgetFeedback value={widget.feedback_mode} onChange={(mode) => set("feedback_mode", mode)} />
      <ShareableLink agentId={agentId} />
    </div>
  );
}
