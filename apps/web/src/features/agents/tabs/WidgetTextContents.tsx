import { widgetTextKeys } from "@chorus/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import {
  inheritedWidgetText,
  widgetTextCount,
  widgetTextMaxLength,
  withWidgetText,
} from "../editor/widget-texts.ts";
import type { AgentTabProps } from "./tab-props.ts";

const path = ["platform_settings", "widget", "text_contents"];

/**
 * The agent's own words for each text the widget shows (`text_contents`), folded away until asked
 * for: most agents keep the widget's translations. An empty field keeps the widget's text; the
 * placeholder shows what stands in for it when the agent's older Texts name one.
 */
export function WidgetTextContents({ draft, change, problems }: Omit<AgentTabProps, "agentId">) {
  const { t } = useTranslation();
  const widget = draft.platform_settings.widget;
  const count = widgetTextCount(widget.text_contents);
  const refused = widgetTextKeys.some((key) => problems.at([...path, key]));
  const [open, setOpen] = useState(false);
  // A refused text must be seen: the section opens to show it.
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);
  return (
    <Card title={t("agents.widget.textContents")} description={t("agents.widget.textContentsDescription")}>
      <details
        className="agent-disclosure"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>
          <Icon name="chevronRight" size={14} className="agent-disclosure__chevron" />
          {t("agents.widget.textContentsShow")}
          {count > 0 && <Badge tone="accent">{t("agents.widget.textContentsSet", { count })}</Badge>}
        </summary>
        <div className="grid-2">
          {widgetTextKeys.map((key) => (
            <TextField
              key={key}
              label={t(`agents.widget.textContent.${key}`)}
              placeholder={inheritedWidgetText(widget, key)}
              maxLength={widgetTextMaxLength}
              value={widget.text_contents?.[key] ?? ""}
              error={problems.at([...path, key])}
              onChange={(event) => {
                const value = event.target.value;
                change((d) => {
                  const edited = d.platform_settings.widget;
                  edited.text_contents = withWidgetText(edited.text_contents, key, value);
                });
              }}
            />
          ))}
        </div>
      </details>
    </Card>
  );
}
