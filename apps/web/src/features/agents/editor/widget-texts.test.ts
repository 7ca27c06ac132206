import { type AgentResponse, WidgetTextContentsSchema } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { draftOf, isDirty, patchOf } from "./agent-draft.ts";
import {
  everyWidgetText,
  inheritedWidgetText,
  ownWidgetText,
  widgetTextCount,
  widgetTextMaxLength,
  withWidgetText,
} from "./widget-texts.ts";

/** An agent with the widget settings these functions read; `text_contents` as the server stored it. */
function agent(textContents?: Record<string, string | null>): AgentResponse {
  return {
    agent_id: "agent_1",
    name: "Crumb",
    tags: [],
    version_id: "v1",
    conversation_config: { agent: { language: "en" } },
    platform_settings: {
      auth: { enable_auth: false, allowlist: [], shareable_token: null },
      data_collection: {},
      widget: {
        feedback_mode: "none",
        language_selector: false,
        action_text: "Questions about bread?",
        end_call_text: null,
        ...(textContents ? { text_contents: textContents } : {}),
      },
    },
  } as unknown as AgentResponse;
}

describe("the widget's texts in the agent draft", () => {
  it("has every key, null where the widget keeps its own text", () => {
    const texts = everyWidgetText({ start_call: "Ring us", end_call: "" });
    expect(texts.start_call).toBe("Ring us");
    expect(texts.end_call).toBeNull();
    expect(texts.main_label).toBeNull();
    expect(Object.keys(everyWidgetText(undefined))).toEqual(Object.keys(WidgetTextContentsSchema.shape));
  });

  it("sends only the texts changed, null for one cleared, and is clean again when a text is typed and cleared", () => {
    const stored: (Record<string, string | null> | undefined)[] = [undefined, {}, { start_call: "Ring us" }];
    for (const texts of stored) {
      const base = draftOf(agent(texts));
      const draft = draftOf(agent(texts));
      const widget = draft.platform_settings.widget;
      widget.text_contents = withWidgetText(widget.text_contents, "send_message", "Off it goes");
      expect(isDirty(base, draft)).toBe(true);
      widget.text_contents = withWidgetText(widget.text_contents, "send_message", "");
      expect(isDirty(base, draft), JSON.stringify(texts)).toBe(false);
    }

    const base = draftOf(agent({ start_call: "Ring us" }));
    const draft = draftOf(agent({ start_call: "Ring us" }));
    const widget = draft.platform_settings.widget;
    widget.text_contents = withWidgetText(widget.text_contents, "start_call", "");
    widget.text_contents = withWidgetText(widget.text_contents, "send_message", "Off it goes");
    widget.feedback_mode = "during";
    widget.language_selector = true;
    expect(patchOf(base, draft)).toEqual({
      platform_settings: {
        widget: {
          feedback_mode: "during",
          language_selector: true,
          text_contents: { start_call: null, send_message: "Off it goes" },
        },
      },
    });
  });

  it("counts the texts set, and names what the widget shows for one unset", () => {
    const { widget } = agent({ main_label: null, end_call: "Bye", send_message: "" }).platform_settings;
    expect(widgetTextCount(widget.text_contents)).toBe(1);
    // The older Texts card's call to action stands in for the main label; nothing for the rest.
    expect(inheritedWidgetText(widget, "main_label")).toBe("Questions about bread?");
    expect(inheritedWidgetText(widget, "end_call")).toBe("");
    expect(inheritedWidgetText(widget, "send_message")).toBe("");
    expect(ownWidgetText(widget, "main_label")).toBe("Questions about bread?");
    expect(ownWidgetText(widget, "end_call")).toBe("Bye");
  });

  it("allows texts as long as the contract does", () => {
    const key = "main_label";
    expect(WidgetTextContentsSchema.safeParse({ [key]: "a".repeat(widgetTextMaxLength) }).success).toBe(true);
    expect(WidgetTextContentsSchema.safeParse({ [key]: "a".repeat(widgetTextMaxLength + 1) }).success).toBe(
      false,
    );
  });
});
