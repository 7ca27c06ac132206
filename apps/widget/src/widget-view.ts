import type { WidgetConfig } from "./widget-config.ts";
import { widgetCss } from "./widget-styles.ts";

/**
 * The widget's markup: fixed, holding no data (every text from the agent's settings or a message
 * is set with `textContent` later), and no `style` attribute (colours are custom properties set
 * through the CSSOM), so a page's Content-Security-Policy needs nothing inline for it.
 */
const markup = `
<div class="widget">
  <section class="panel" id="panel" aria-labelledby="title">
    <div class="head">
      <span class="avatar-slot"></span>
      <div>
        <p class="title" id="title"></p>
        <p class="status" role="status"></p>
      </div>
    </div>
    <div class="terms" hidden>
      <p class="terms-text"></p>
      <div class="row">
        <button type="button" data-action="accept-terms">Accept</button>
        <button type="button" class="secondary" data-action="decline-terms">Cancel</button>
      </div>
    </div>
    <p class="notice" role="alert" hidden></p>
    <ol class="transcript" aria-label="Conversation" aria-live="polite" hidden></ol>
    <form class="composer" hidden>
      <label class="visually-hidden" for="message">Message</label>
      <input id="message" name="message" type="text" autocomplete="off" maxlength="2000" placeholder="Type a message">
      <button type="submit">Send</button>
    </form>
    <div class="row">
      <button type="button" data-action="voice"></button>
      <button type="button" class="secondary" data-action="text"></button>
      <button type="button" class="secondary" data-action="mute" aria-pressed="false">Mute</button>
      <button type="button" data-action="end"></button>
    </div>
    <p class="banner">Powered by Chorus</p>
  </section>
  <button type="button" class="launcher" aria-controls="panel" aria-expanded="false">
    <span class="avatar-slot"></span><span class="launcher-text"></span>
  </button>
</div>`;

export type Action = "accept-terms" | "decline-terms" | "voice" | "text" | "mute" | "end";

/** The parts of the widget the element updates. */
export interface WidgetView {
  widget: HTMLElement;
  panel: HTMLElement;
  title: HTMLElement;
  status: HTMLElement;
  terms: HTMLElement;
  termsText: HTMLElement;
  notice: HTMLElement;
  transcript: HTMLOListElement;
  composer: HTMLFormElement;
  input: HTMLInputElement;
  launcher: HTMLButtonElement;
  launcherText: HTMLElement;
  banner: HTMLElement;
  buttons: Record<Action, HTMLButtonElement>;
}

function adoptStyles(root: ShadowRoot): void {
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet.prototype.replaceSync === "function") {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(widgetCss);
    root.adoptedStyleSheets = [sheet];
  } else {
    // Older browsers: a <style> element (needs 'unsafe-inline' styles where a page sets a CSP).
    const style = document.createElement("style");
    style.textContent = widgetCss;
    root.append(style);
  }
}

export function buildView(root: ShadowRoot): WidgetView {
  adoptStyles(root);
  const template = document.createElement("template");
  template.innerHTML = markup;
  root.append(template.content);
  const one = <T extends Element>(selector: string) => root.querySelector(selector) as T;
  const button = (action: Action) => one<HTMLButtonElement>(`[data-action="${action}"]`);
  return {
    widget: one(".widget"),
    panel: one(".panel"),
    title: one(".title"),
    status: one(".status"),
    terms: one(".terms"),
    termsText: one(".terms-text"),
    notice: one(".notice"),
    transcript: one(".transcript"),
    composer: one(".composer"),
    input: one("input"),
    launcher: one(".launcher"),
    launcherText: one(".launcher-text"),
    banner: one(".banner"),
    buttons: {
      "accept-terms": button("accept-terms"),
      "decline-terms": button("decline-terms"),
      voice: button("voice"),
      text: button("text"),
      mute: button("mute"),
      end: button("end"),
    },
  };
}

/** The avatar: the orb (a gradient of the agent's two colours) or its image. */
function avatarFor(config: WidgetConfig): HTMLElement {
  const { avatar } = config;
  const imageUrl = avatar.type === "url" ? avatar.custom_url : avatar.type === "image" ? avatar.url : "";
  if (imageUrl) {
    const image = document.createElement("img");
    image.className = "avatar";
    image.alt = "";
    image.referrerPolicy = "no-referrer";
    image.src = imageUrl;
    return image;
  }
  const orb = document.createElement("span");
  orb.className = "avatar orb";
  orb.setAttribute("aria-hidden", "true");
  return orb;
}

/** Applies the agent's look: colours, radii, avatar (texts are set by the element). */
export function applyLook(host: HTMLElement, view: WidgetView, config: WidgetConfig): void {
  const properties: Record<string, string | undefined> = {
    "--bg": config.bg_color,
    "--text": config.text_color,
    "--btn": config.btn_color,
    "--btn-text": config.btn_text_color,
    "--border": config.border_color,
    "--focus": config.focus_color,
    "--radius": config.border_radius === undefined ? undefined : `${config.border_radius}px`,
    "--btn-radius": config.btn_radius === undefined ? undefined : `${config.btn_radius}px`,
    "--orb-1": config.avatar.type === "orb" ? config.avatar.color_1 : undefined,
    "--orb-2": config.avatar.type === "orb" ? config.avatar.color_2 : undefined,
  };
  for (const [name, value] of Object.entries(properties)) if (value) host.style.setProperty(name, value);
  for (const slot of view.widget.querySelectorAll(".avatar-slot")) slot.replaceChildren(avatarFor(config));
  view.banner.hidden = config.disable_banner;
}

/** Adds a message to the transcript, its speaker named for screen readers. */
export function appendMessage(view: WidgetView, role: "agent" | "user", text: string): void {
  const item = document.createElement("li");
  item.className = role;
  const speaker = document.createElement("span");
  speaker.className = "visually-hidden";
  speaker.textContent = role === "agent" ? "Agent: " : "You: ";
  item.append(speaker, document.createTextNode(text));
  view.transcript.append(item);
  view.transcript.scrollTop = view.transcript.scrollHeight;
}
