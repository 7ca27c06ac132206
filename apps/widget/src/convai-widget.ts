import { microphoneProblem, type Session, startConversation } from "./start-conversation.ts";
import { fetchWidgetConfig, type ServerAddress, serverAddress, type WidgetConfig } from "./widget-config.ts";
import { type Action, appendMessage, applyLook, buildView, type WidgetView } from "./widget-view.ts";

type Phase = "loading" | "unavailable" | "idle" | "terms" | "connecting" | "connected";
type Mode = "voice" | "text";

const texts = {
  action: "Need help?",
  startCall: "Start a call",
  startChat: "Start a chat",
  textChat: "Chat by text",
  endCall: "End",
  listening: "Listening",
  speaking: "Speaking",
  chatting: "Connected: type a message",
  connecting: "Connecting…",
  ended: "Conversation ended",
  terms: "Please accept the terms to start.",
  micDenied: "Microphone access denied.",
  micMissing: "No microphone was found.",
  offerText: "You can chat by text instead.",
  failed: "The conversation could not start.",
};

/**
 * `<chorus-convai agent-id="…">` (also `<elevenlabs-convai>`): talks to a Chorus agent from any page.
 * Attributes: `agent-id`; `shareable-token` (a private agent's shareable link); `server-url` (default:
 * where the script came from); `variant` (overrides the agent's); `inline` (in the page's flow, not
 * floating); `shareable-page` (the talk-to page: terms shown as `shareable_page_show_terms` says).
 * Shadow DOM, no framework: the look and the texts come from the agent's widget settings.
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
  private statusNote = "";
  private notice = "";

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    this.view = buildView(root);
    root.addEventListener("click", (event) => {
      const button = (event.target as Element).closest("button");
      if (button === this.view.launcher) this.toggle();
      const action = button?.dataset.action as Action | undefined;
      if (action) void this.act(action);
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
      await this.hangUp(texts.ended);
      this.view.buttons[this.mode].focus();
    }
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
        callbacks: {
          onMessage: ({ source, message }) => {
            appendMessage(this.view, source === "ai" ? "agent" : "user", message);
            this.render();
          },
          onModeChange: ({ mode: agentMode }) => {
            this.agentMode = agentMode;
            this.render();
          },
          onDisconnect: (details) => {
            this.session = null;
            if (this.phase !== "connecting" && this.phase !== "connected") return;
            this.phase = "idle";
            this.statusNote = texts.ended;
            if (details.reason === "error") this.notice = details.message || texts.failed;
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
      if (microphone) {
        const problem = microphone === "refused" ? texts.micDenied : texts.micMissing;
        this.notice = offerText ? `${problem} ${texts.offerText}` : problem;
      } else this.notice = error instanceof Error && error.message ? error.message : texts.failed;
      this.render();
      if (microphone && offerText) this.view.buttons.text.focus();
    }
  }

  private async hangUp(note: string): Promise<void> {
    const { session } = this;
    this.session = null;
    if (this.phase === "connecting" || this.phase === "connected") {
      this.phase = "idle";
      this.statusNote = note;
      this.render();
    }
    await session?.endSession().catch(() => {});
  }

  private sendText(): void {
    const text = this.view.input.value.trim();
    if (!text || !this.session) return;
    this.session.sendUserMessage(text);
    appendMessage(this.view, "user", text);
    this.view.input.value = "";
    this.render();
  }

  private statusText(config: WidgetConfig): string {
    if (this.phase === "terms") return texts.terms;
    if (this.phase === "connecting") return texts.connecting;
    if (this.phase !== "connected") return this.statusNote;
    if (this.mode === "text") return texts.chatting;
    const speaking = this.agentMode === "speaking";
    const text = speaking
      ? (config.speaking_text ?? texts.speaking)
      : (config.listening_text ?? texts.listening);
    return this.muted ? `${text} (microphone muted)` : text;
  }

  private render(): void {
    const { view, config, phase } = this;
    view.widget.hidden = !config;
    if (!config) return;
    const open = !this.collapsible() || this.expanded;
    const inCall = phase === "connecting" || phase === "connected";
    const idle = phase === "idle";
    const { buttons } = view;
    view.widget.classList.toggle("connected", phase === "connected");
    view.panel.hidden = !open;
    view.launcher.hidden = !this.collapsible();
    view.launcher.setAttribute("aria-expanded", String(open));
    view.launcherText.textContent = config.action_text ?? texts.action;
    view.title.textContent = config.action_text ?? texts.action;
    view.status.textContent = this.statusText(config);
    view.terms.hidden = phase !== "terms";
    view.termsText.textContent = config.terms_text ?? "";
    view.notice.hidden = !this.notice;
    view.notice.textContent = this.notice;
    view.transcript.hidden =
      view.transcript.childElementCount === 0 || (this.mode === "voice" && !config.transcript_enabled);
    view.composer.hidden = phase !== "connected" || (this.mode === "voice" && !config.text_input_enabled);
    buttons.voice.hidden = !idle || config.text_only;
    buttons.voice.textContent = config.start_call_text ?? texts.startCall;
    buttons.text.hidden = !idle || !this.textAllowed(config);
    buttons.text.textContent = config.text_only
      ? (config.start_call_text ?? texts.startChat)
      : texts.textChat;
    // The one way to start (a text-only agent) is the main button.
    buttons.text.classList.toggle("secondary", !config.text_only);
    buttons.mute.hidden = phase !== "connected" || this.mode === "text" || !config.mic_muting_enabled;
    buttons.mute.setAttribute("aria-pressed", String(this.muted));
    buttons.end.hidden = !inCall;
    buttons.end.textContent = config.end_call_text ?? texts.endCall;
  }
}
