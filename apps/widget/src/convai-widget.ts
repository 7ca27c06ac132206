import { addFeedbackButtons, nextScore, type Score, showScore } from "./message-feedback.ts";
import { microphoneProblem, type Session, startConversation } from "./start-conversation.ts";
import { fetchWidgetConfig, type ServerAddress, serverAddress, type WidgetConfig } from "./widget-config.ts";
import { languageChoices, preselectedLanguage } from "./widget-languages.ts";
import { textLocale, widgetTexts } from "./widget-texts.ts";
import type { WidgetTexts } from "./widget-translations.ts";
import {
  type Action,
  appendMessage,
  applyLook,
  applyTexts,
  buildView,
  showLanguageChoices,
  type WidgetView,
} from "./widget-view.ts";

/** `rating`: feedback "end", the call held open while the person answers (see `askRating`). */
type Phase = "loading" | "unavailable" | "idle" | "terms" | "connecting" | "connected" | "rating";
type Mode = "voice" | "text";

/** How long a held call waits for the end-of-call answer before it hangs up anyway. */
const ratingWaitMs = 30_000;

const browserLanguages = (): readonly string[] => navigator.languages ?? [navigator.language];

/**
 * `<chorus-convai agent-id="…">` (also `<elevenlabs-convai>`): talks to a Chorus agent from any page.
 * Attributes: `agent-id`; `shareable-token` (a private agent's shareable link); `server-url` (default:
 * where the script came from); `variant` (overrides the agent's); `inline` (in the page's flow, not
 * floating); `shareable-page` (the talk-to page: terms shown as `shareable_page_show_terms` says).
 * Shadow DOM, no framework: the look comes from the agent's widget settings, the texts from its
 * `text_contents` or else the widget's translations, in the conversation's language when the person
 * chooses one (`language_selector`), else the page's.
 */
export class ConvaiWidget extends HTMLElement {
  static observedAttributes = ["agent-id", "shareable-token", "server-url", "variant"];
  /** Where the embed script was loaded from (embed.ts). */
  static defaultServer = "";

  private readonly view: WidgetView;
  private config: WidgetConfig | null = null;
  private loadedFor = "";
  private phase: Phase = "loading";
  private mode: Mode = "voice";
  private pendingMode: Mode = "voice";
  private agentMode: "listening" | "speaking" = "listening";
  private termsAccepted = false;
  private expanded = false;
  private muted = false;
  private session: Session | null = null;
  private statusNote: keyof WidgetTexts | "" = "";
  private notice = "";
  /** The language chosen in the selector; "" when the agent offers no choice. */
  private language = "";
  /** Feedback "during": each agent reply's score, by its event id. */
  private readonly scores = new Map<number, Score>();
  /** The last agent reply's event id: what the end-of-call answer is about. */
  private lastAgentEvent: number | undefined;
  private ratingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    this.view = buildView(root);
    root.addEventListener("click", (event) => {
      const button = (event.target as Element).closest("button");
      if (button === this.view.launcher) this.toggle();
      if (button?.dataset.feedback) this.scoreReply(button);
      const action = button?.dataset.action as Action | undefined;
      if (action) void this.act(action);
    });
    this.view.languageSelect.addEventListener("change", () => {
      this.language = this.view.languageSelect.value;
      this.render();
    });
    this.view.composer.addEventListener("submit", (event) => {
      event.preventDefault();
      this.sendText();
    });
    root.addEventListener("keydown", (event) => {
      if ((event as KeyboardEvent).key !== "Escape" || !this.collapsible() || !this.expanded) return;
      this.toggle();
      this.view.launcher.focus();
    });
  }

  connectedCallback(): void {
    void this.load();
  }

  disconnectedCallback(): void {
    void this.hangUp("");
  }

  attributeChangedCallback(): void {
    if (this.isConnected && !this.session) void this.load();
    else this.render();
  }

  private server(): ServerAddress {
    return serverAddress(this.getAttribute("server-url") || ConvaiWidget.defaultServer || location.origin);
  }

  private async load(): Promise<void> {
    const agentId = this.getAttribute("agent-id");
    const token = this.getAttribute("shareable-token");
    const server = this.server();
    const key = JSON.stringify([agentId, token, server.http]);
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    this.config = null;
    this.phase = "loading";
    this.render();
    try {
      if (!agentId) throw new Error("the agent-id attribute is missing");
      const config = await fetchWidgetConfig(server, agentId, token);
      if (key !== this.loadedFor) return;
      this.config = config;
      const choices = languageChoices(config);
      this.language =
        choices.length > 0 ? preselectedLanguage(choices, browserLanguages(), config.language) : "";
      showLanguageChoices(this.view, choices);
      this.expanded = config.default_expanded || config.always_expanded;
      this.dataset.placement = config.placement;
      applyLook(this, this.view, config);
      this.phase = "idle";
    } catch (error) {
      if (key !== this.loadedFor) return;
      this.phase = "unavailable";
      console.warn(`Chorus widget: agent ${agentId ?? "(none)"} is not available`, error);
    }
    this.render();
  }

  private collapsible(): boolean {
    const variant = this.getAttribute("variant") ?? this.config?.variant;
    return variant !== "full" && !this.config?.always_expanded;
  }

  /** The texts in the chosen conversation language, else the page's, else the agent's, else English. */
  private texts(config: WidgetConfig): WidgetTexts {
    return widgetTexts(config, this.locale(config));
  }

  private locale(config: WidgetConfig) {
    return textLocale([this.language, ...browserLanguages(), config.language]);
  }

  private textAllowed(config: WidgetConfig): boolean {
    return config.text_only || config.text_input_enabled || config.supports_text_only;
  }

  private needsTerms(config: WidgetConfig): boolean {
    if (!config.terms_text || this.termsAccepted) return false;
    return !this.hasAttribute("shareable-page") || config.shareable_page_show_terms;
  }

  private toggle(): void {
    this.expanded = !this.expanded;
    this.render();
    if (this.expanded) this.view.panel.querySelector<HTMLElement>("button:not([hidden])")?.focus();
  }

  private async act(action: Action): Promise<void> {
    if (action === "voice" || action === "text") return this.start(action);
    if (action === "accept-terms") {
      this.termsAccepted = true;
      return this.start(this.pendingMode);
    }
    if (action === "decline-terms") {
      this.phase = "idle";
      this.render();
      this.view.buttons[this.pendingMode].focus();
    } else if (action === "mute" && this.session && "setMicMuted" in this.session) {
      this.muted = !this.muted;
      this.session.setMicMuted(this.muted);
      this.render();
    } else if (action === "end") {
      if (this.ratingWanted()) return this.askRating();
      await this.hangUp("user_ended_conversation");
      this.view.buttons[this.mode].focus();
    } else if (action === "rate-like" || action === "rate-dislike" || action === "rate-skip") {
      if (this.phase !== "rating") return;
      if (action !== "rate-skip") this.session?.sendFeedback(action === "rate-like", this.lastAgentEvent);
      await this.hangUp(action === "rate-skip" ? "user_ended_conversation" : "thanks_for_feedback");
      this.view.buttons[this.mode].focus();
    }
  }

  /** Feedback "during": a press on a reply's like or dislike (the same one again takes it back). */
  private scoreReply(button: HTMLButtonElement): void {
    const eventId = Number(button.dataset.eventId);
    if (!this.session || this.phase !== "connected" || !Number.isSafeInteger(eventId)) return;
    const score = nextScore(this.scores.get(eventId) ?? null, button.dataset.feedback as "like" | "dislike");
    this.session.sendFeedback(score === null ? null : score === "like", eventId);
    this.scores.set(eventId, score);
    showScore(button, score);
  }

  private ratingWanted(): boolean {
    return (
      this.config?.feedback_mode === "end" &&
      this.phase === "connected" &&
      !!this.session &&
      this.lastAgentEvent !== undefined
    );
  }

  /**
   * Feedback "end": the person ended the call, and is asked how it was before it closes. The answer
   * goes as the official client's in-call feedback on the agent's last reply, because the hosted
   * widget's way, `POST /v1/convai/conversations/{id}/feedback` after the call, needs an API key
   * (`convai_write`) here, which a widget on a public page never has. So the call is held, not
   * closed, while the question shows: microphone and the agent's voice off, hung up on the answer,
   * on "Skip", or after `ratingWaitMs`. A call the agent or the server ends is not asked about.
   */
  private askRating(): void {
    const { session } = this;
    if (session && this.mode === "voice" && "setMicMuted" in session) {
      session.setMicMuted(true);
      session.setVolume({ volume: 0 });
    }
    this.phase = "rating";
    this.ratingTimer = setTimeout(() => void this.hangUp("user_ended_conversation"), ratingWaitMs);
    this.render();
    this.view.buttons["rate-like"].focus();
  }

  private async start(requested: Mode): Promise<void> {
    const { config } = this;
    const agentId = this.getAttribute("agent-id");
    if (!config || !agentId || (this.phase !== "idle" && this.phase !== "terms")) return;
    if (this.needsTerms(config)) {
      this.pendingMode = requested;
      this.phase = "terms";
      this.render();
      this.view.buttons["accept-terms"].focus();
      return;
    }
    const mode: Mode = config.text_only ? "text" : requested;
    Object.assign(this, { mode, phase: "connecting", notice: "", statusNote: "", muted: false });
    this.agentMode = "listening";
    this.scores.clear();
    this.lastAgentEvent = undefined;
    // Read afresh after each wait: the socket may close, or the person hang up, meanwhile.
    const starting = () => this.phase === "connecting";
    this.view.transcript.replaceChildren();
    this.render();
    try {
      const session = await startConversation({
        server: this.server(),
        agentId,
        shareableToken: this.getAttribute("shareable-token"),
        textOnly: mode === "text",
        language: this.language || undefined,
        callbacks: {
          onMessage: ({ source, message, event_id: eventId }) => {
            const texts = this.texts(config);
            const fromAgent = source === "ai";
            const item = appendMessage(
              this.view,
              fromAgent ? "agent" : "user",
              fromAgent ? texts.agent : texts.you,
              message,
            );
            if (fromAgent && eventId !== undefined) {
              this.lastAgentEvent = eventId;
              if (config.feedback_mode === "during")
                addFeedbackButtons(item, this.view.thumb, eventId, texts);
            }
            this.render();
          },
          onModeChange: ({ mode: agentMode }) => {
            this.agentMode = agentMode;
            this.render();
          },
          onDisconnect: (details) => {
            this.session = null;
            if (!this.inCall()) return;
            clearTimeout(this.ratingTimer);
            this.phase = "idle";
            this.statusNote =
              details.reason === "agent" ? "agent_ended_conversation" : "user_ended_conversation";
            if (details.reason === "error")
              this.notice = details.message || this.texts(config).error_occurred;
            this.render();
          },
        },
      });
      // Hung up (or the socket closed) while it was starting.
      if (!starting()) return void session.endSession().catch(() => {});
      this.session = session;
      this.phase = "connected";
      this.render();
      // Text: where the person types next. Voice: the way out of a call that listens.
      (mode === "text" ? this.view.input : this.view.buttons.end).focus();
    } catch (error) {
      if (!starting()) return;
      this.phase = "idle";
      const offerText = this.textAllowed(config);
      const microphone = mode === "voice" ? microphoneProblem(error) : undefined;
      const texts = this.texts(config);
      if (microphone) {
        const problem = microphone === "refused" ? texts.mic_denied : texts.mic_missing;
        this.notice = offerText ? `${problem} ${texts.offer_text}` : problem;
      } else this.notice = error instanceof Error && error.message ? error.message : texts.failed;
      this.render();
      if (microphone && offerText) this.view.buttons.text.focus();
    }
  }

  private inCall(): boolean {
    return this.phase === "connecting" || this.phase === "connected" || this.phase === "rating";
  }

  private async hangUp(note: keyof WidgetTexts | ""): Promise<void> {
    const { session } = this;
    this.session = null;
    clearTimeout(this.ratingTimer);
    if (this.inCall()) {
      this.phase = "idle";
      this.statusNote = note;
      this.render();
    }
    await session?.endSession().catch(() => {});
  }

  private sendText(): void {
    const text = this.view.input.value.trim();
    if (!text || !this.session || !this.config) return;
    this.session.sendUserMessage(text);
    appendMessage(this.view, "user", this.texts(this.config).you, text);
    this.view.input.value = "";
    this.render();
  }

  private statusText(texts: WidgetTexts): string {
    if (this.phase === "terms") return texts.terms_prompt;
    if (this.phase === "connecting") return texts.connecting_status;
    if (this.phase !== "connected") return this.statusNote && texts[this.statusNote];
    if (this.mode === "text") return texts.chatting_status;
    const text = this.agentMode === "speaking" ? texts.speaking_status : texts.listening_status;
    return this.muted ? `${text} (${texts.microphone_muted})` : text;
  }

  private render(): void {
    const { view, config, phase } = this;
    view.widget.hidden = !config;
    if (!config) return;
    const locale = this.locale(config);
    const texts = widgetTexts(config, locale);
    const open = !this.collapsible() || this.expanded;
    const idle = phase === "idle";
    const { buttons } = view;
    applyTexts(view, texts);
    view.widget.lang = locale;
    view.widget.classList.toggle("connected", phase === "connected");
    view.panel.hidden = !open;
    view.launcher.hidden = !this.collapsible();
    view.launcher.setAttribute("aria-expanded", String(open));
    view.status.textContent = this.statusText(texts);
    view.terms.hidden = phase !== "terms";
    view.termsText.textContent = config.terms_text ?? "";
    view.notice.hidden = !this.notice;
    view.notice.textContent = this.notice;
    view.transcript.hidden =
      view.transcript.childElementCount === 0 || (this.mode === "voice" && !config.transcript_enabled);
    // Replies' feedback buttons show while the call is live (widget-styles.ts).
    view.transcript.classList.toggle("live", phase === "connected");
    view.composer.hidden = phase !== "connected" || (this.mode === "voice" && !config.text_input_enabled);
    view.rating.hidden = phase !== "rating";
    view.language.hidden = !idle || !this.language;
    view.languageSelect.value = this.language;
    buttons.voice.hidden = !idle || config.text_only;
    buttons.text.hidden = !idle || !this.textAllowed(config);
    buttons.text.textContent = config.text_only ? texts.start_chat : texts.text_mode;
    // The one way to start (a text-only agent) is the main button.
    buttons.text.classList.toggle("secondary", !config.text_only);
    buttons.mute.hidden = phase !== "connected" || this.mode === "text" || !config.mic_muting_enabled;
    buttons.mute.setAttribute("aria-pressed", String(this.muted));
    buttons.end.hidden = phase !== "connecting" && phase !== "connected";
  }
}
