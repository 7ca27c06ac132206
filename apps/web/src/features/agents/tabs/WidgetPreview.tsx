import type { PlatformSettings } from "@chorus/contract";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../ui/Icon.tsx";
import { ownWidgetText } from "../editor/widget-texts.ts";

type Widget = PlatformSettings["widget"];

/** The `text_contents` key that replaces each older text the preview shows. */
const widgetTextFor = {
  action_text: "main_label",
  start_call_text: "start_call",
  listening_text: "listening_status",
} as const;

/**
 * The widget as a visitor would see it on a page, redrawn from the settings being edited (colours,
 * texts, variant, placement, avatar). A picture: nothing in it is a control.
 */
export function WidgetPreview({ widget }: { widget: Widget }) {
  const { t } = useTranslation();
  // The agent's `text_contents` win over its older texts, as in the widget; expand has no such key.
  const text = (key: "action_text" | "start_call_text" | "expand_text" | "listening_text") =>
    (key === "expand_text" ? widget.expand_text : ownWidgetText(widget, widgetTextFor[key])) ||
    t(`agents.widget.defaults.${key}`);
  const orb: CSSProperties =
    widget.avatar.type === "orb"
      ? { backgroundImage: `linear-gradient(135deg, ${widget.avatar.color_1}, ${widget.avatar.color_2})` }
      : {};
  const box: CSSProperties = {
    background: widget.bg_color,
    color: widget.text_color,
    borderColor: widget.border_color,
    borderRadius: widget.border_radius ?? undefined,
  };
  const button: CSSProperties = {
    background: widget.btn_color,
    color: widget.btn_text_color,
    borderRadius: widget.btn_radius ?? undefined,
  };
  return (
    <figure className="agent-preview">
      <figcaption className="field__label">{t("agents.widget.preview")}</figcaption>
      <div className="agent-preview__page">
        <div className={`agent-preview__widget agent-preview__widget--${widget.placement}`} style={box}>
          {widget.variant === "full" && (
            <div className="agent-preview__panel">
              <span className="agent-preview__bubble">{text("listening_text")}</span>
              {widget.transcript_enabled && <span className="agent-preview__line" />}
              {widget.text_input_enabled && (
                <span className="agent-preview__input" style={{ borderColor: widget.border_color }} />
              )}
            </div>
          )}
          <div className="agent-preview__bar">
            <span className="agent-preview__orb" style={orb} />
            {widget.variant !== "tiny" && (
              <span className="agent-preview__action">{text("action_text")}</span>
            )}
            <span className="agent-preview__button" style={button}>
              <Icon name="mic" size={12} />
              {widget.variant !== "tiny" &&
                text(widget.variant === "expandable" ? "expand_text" : "start_call_text")}
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
