import type { AgentWidgetResponse, PlatformSettings, WidgetConfigResponse } from "@chorus/contract";
import type { AgentWidgetView } from "@chorus/domain";

/** Unset (null) texts and radii are left out: the SDK reads them as optional, not nullable. */
const given = <T>(value: T | null): T | undefined => value ?? undefined;

/** The texts the agent set (null and empty ones keep the widget's own); none: left out. */
function presentTextContents(texts: PlatformSettings["widget"]["text_contents"]) {
  const set = Object.entries(texts ?? {}).filter(([, text]) => !!text);
  return set.length > 0 ? (Object.fromEntries(set) as WidgetConfigResponse["text_contents"]) : undefined;
}

/** `WidgetConfigResponse`: the widget settings, and what the embed needs of the conversation. */
export function presentWidgetConfig(view: AgentWidgetView): WidgetConfigResponse {
  const { widget } = view;
  return {
    variant: widget.variant,
    placement: widget.placement,
    avatar: widget.avatar,
    feedback_mode: widget.feedback_mode,
    bg_color: widget.bg_color,
    text_color: widget.text_color,
    btn_color: widget.btn_color,
    btn_text_color: widget.btn_text_color,
    border_color: widget.border_color,
    focus_color: widget.focus_color,
    border_radius: given(widget.border_radius),
    btn_radius: given(widget.btn_radius),
    action_text: given(widget.action_text),
    start_call_text: given(widget.start_call_text),
    end_call_text: given(widget.end_call_text),
    expand_text: given(widget.expand_text),
    listening_text: given(widget.listening_text),
    speaking_text: given(widget.speaking_text),
    shareable_page_text: given(widget.shareable_page_text),
    shareable_page_show_terms: widget.shareable_page_show_terms,
    terms_text: given(widget.terms_text),
    disable_banner: widget.disable_banner,
    mic_muting_enabled: widget.mic_muting_enabled,
    transcript_enabled: widget.transcript_enabled,
    text_input_enabled: widget.text_input_enabled,
    default_expanded: widget.default_expanded,
    always_expanded: widget.always_expanded,
    text_contents: presentTextContents(widget.text_contents),
    language: view.language,
    supported_language_overrides:
      widget.language_selector && view.languageOverride && view.otherLanguages.length > 0
        ? view.otherLanguages
        : undefined,
    text_only: view.textOnly,
    supports_text_only: widget.supports_text_only,
    first_message: view.firstMessage || undefined,
    use_rtc: false,
  };
}

/** `GetAgentEmbedResponseModel`. */
export function presentAgentWidget(view: AgentWidgetView): AgentWidgetResponse {
  return { agent_id: view.agentId, widget_config: presentWidgetConfig(view) };
}
