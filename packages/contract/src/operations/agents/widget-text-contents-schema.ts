import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";

/**
 * The widget texts an agent may set (`platform_settings.widget.text_contents`, the SDK's
 * `WidgetTextContents`): each replaces the widget's own text in every language, as the hosted widget
 * does. Only the texts Chorus's widget shows; the hosted product's others are dropped on the way in.
 */
export const widgetTextKeys = [
  "main_label",
  "start_call",
  "start_chat",
  "text_mode",
  "end_call",
  "mute_microphone",
  "change_language",
  "accept_terms",
  "dismiss_terms",
  "listening_status",
  "speaking_status",
  "connecting_status",
  "chatting_status",
  "input_label",
  "input_placeholder",
  "send_message",
  "user_ended_conversation",
  "agent_ended_conversation",
  "error_occurred",
  "initiate_feedback",
  "thanks_for_feedback",
] as const;

export type WidgetTextKey = (typeof widgetTextKeys)[number];

const text = z.string().max(inputLimits.nameCharacters);

/** Stored: null (or absent) keeps the widget's own text; texts merge key by key, so null clears one. */
const storedText = text.nullish();
export const WidgetTextContentsSchema = z.object(
  Object.fromEntries(widgetTextKeys.map((key) => [key, storedText])) as Record<
    WidgetTextKey,
    typeof storedText
  >,
);

/** Answered to the embed: only the texts that are set. */
const givenText = text.optional();
export const WidgetTextContentsResponseSchema = z
  .object(
    Object.fromEntries(widgetTextKeys.map((key) => [key, givenText])) as Record<
      WidgetTextKey,
      typeof givenText
    >,
  )
  .meta({ id: "WidgetTextContents" });
