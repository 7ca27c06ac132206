import {
  type PlatformSettings,
  WidgetTextContentsSchema,
  type WidgetTextKey,
  widgetTextKeys,
} from "@chorus/contract";

type Widget = PlatformSettings["widget"];
type TextContents = NonNullable<Widget["text_contents"]>;
type LegacyText = "action_text" | "start_call_text" | "end_call_text" | "listening_text" | "speaking_text";

/** The longest text the contract accepts for a key (all keys share one limit). */
export const widgetTextMaxLength = WidgetTextContentsSchema.shape.main_label.unwrap().unwrap().maxLength ?? 0;

/**
 * Every key, null where the agent keeps the widget's own text. The editor works on this shape so
 * that typing a text and clearing it again leaves the draft as loaded (an agent saved before
 * `text_contents` existed has none, a newer one only the keys it set).
 */
export function everyWidgetText(contents: Widget["text_contents"]): Record<WidgetTextKey, string | null> {
  return Object.fromEntries(widgetTextKeys.map((key) => [key, contents?.[key] || null])) as Record<
    WidgetTextKey,
    string | null
  >;
}

/** The texts with one changed: empty means "the widget's own", stored as null (the server merges key by key). */
export function withWidgetText(contents: TextContents | undefined, key: WidgetTextKey, value: string) {
  return { ...everyWidgetText(contents), [key]: value === "" ? null : value };
}

/** How many texts the agent has set. */
export const widgetTextCount = (contents: Widget["text_contents"]) =>
  widgetTextKeys.filter((key) => !!contents?.[key]).length;

/**
 * The agent's older one-text settings (the Texts card) that the widget shows when a key is unset,
 * as apps/widget/src/widget-texts.ts reads them; the web app may not import the widget's code.
 */
const legacyTexts: Partial<Record<WidgetTextKey, LegacyText>> = {
  main_label: "action_text",
  start_call: "start_call_text",
  start_chat: "start_call_text",
  end_call: "end_call_text",
  listening_status: "listening_text",
  speaking_status: "speaking_text",
};

/** What the widget shows for an unset key when the agent's older texts name it; else empty (its translation). */
export const inheritedWidgetText = (widget: Widget, key: WidgetTextKey): string => {
  const legacy = legacyTexts[key];
  return (legacy && widget[legacy]) || "";
};

/** The text the widget shows for a key when the agent set one, in its own words; else empty. */
export const ownWidgetText = (widget: Widget, key: WidgetTextKey): string =>
  widget.text_contents?.[key] || inheritedWidgetText(widget, key);
