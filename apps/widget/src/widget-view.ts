import type { WidgetConfig } from "./widget-config.ts";
import { languageName } from "./widget-languages.ts";
import { widgetCss } from "./widget-styles.ts";
import type { WidgetTexts } from "./widget-translations.ts";

/** A thumb up (turned over for a dislike, by the style sheet): the feedback buttons' icon. */
const thumbIcon = `<svg class="thumb" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2 10h4v11H2zm6 11h9.4a2 2 0 0 0 2-1.6l1.5-7.2A1.8 1.8 0 0 0 19.1 10H14l.8-4a2 2 0 0 0-3.6-1.5L8 9.6z"/></svg>`;

/**
 * The widget's markup: fixed, holding no data (every text, from the agent's settings, the
 * translations or a message, is set with `textContent` later), and no `style` attribute (colours are
 * custom properties set through the CSSOM), so a page's Content-Security-Policy needs nothing inline
 * for it.
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
        <button type="button" data-action="accept-terms"></button>
        <button type="button" class="secondary" data-action="decline-terms"></button>
      </div>
    </div>
    <p class="notice" role="alert" hidden></p>
    <ol class="transcript" aria-label="Conversation" aria-live="polite" hidden></ol>
    <form class="composer" hidden>
      <label class="visually-hidden" for="message"></label>
      <input id="message" name="message" type="text" autocomplete="off" maxlength="2000">
      <button type="submit"></button>
    </form>
    <div class="rating" role="group" aria-labelledby="rating-prompt" hidden>
      <p class="rating-prompt" id="rating-prompt"></p>
      <div class="row">
        <button type="button" class="secondary" data-action="rate-like">${thumbIcon}<span></span></button>
        <button type="button" class="secondary dislike" data-action="rate-dislike">${thumbIcon}<span></span></button>
        <button type="button" class="secondary" data-action="rate-skip"></button>
      </div>
    </div>
    <label class="language" hidden><span class="language-label"></span><select></select></label>
    <div class="row">
      <button type="button" data-action="voice"></button>
      <button type="button" class="secondary" data-action="text"></button>
      <button type="button" class="secondary" data-action="mute" aria-pressed="false"></button>
      <button type="button" data-action="end"></button>
    </div>
    <p class="banner"></p>
  </section>
  <button type="button" class="launcher" aria-controls="panel" aria-expanded="false">
    <span class="avatar-slot"></span><span class="launcher-text"></span>
  </button>
</div>`;

export type Action =
  | "accept-terms"
  | "decline-terms"
  | "voice"
  | "text"
  | "mute"
  | "end"
  | "rate-like"
  | "rate-dislike"
  | "rate-skip";

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
  messageLabel: HTMLLabelElement;
  input: HTMLInputElement;
  send: HTMLButtonElement;
  /** The end-of-call question (feedback "end"). */
  rating: HTMLElement;
  ratingPrompt: HTMLElement;
  /** The conversation's language, when the agent offers a choice. */
  language: HTMLLabelElement;
  languageLabel: HTMLElement;
  languageSelect: HTMLSelectElement;
  /** The feedback icon, cloned onto each agent message's buttons (feedback "during"). */
  thumb: SVGElement;
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
    messageLabel: one(".composer label"),
    input: one("input"),
    send: one(".composer button"),
    rating: one(".rating"),
    ratingPrompt: one(".rating-prompt"),
    language: one(".language"),
    languageLabel: one(".language-label"),
    languageSelect: one(".language select"),
    thumb: one("svg.thumb"),
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
      "rate-like": button("rate-like"),
      "rate-dislike": button("rate-dislike"),
      "rate-skip": button("rate-skip"),
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

/** Sets the widget's own texts, in the language chosen (the element sets those that depend on state). */
export function applyTexts(view: WidgetView, texts: WidgetTexts): void {
  const { buttons } = view;
  view.launcherText.textContent = texts.main_label;
  view.title.textContent = texts.main_label;
  view.transcript.setAttribute("aria-label", texts.transcript_label);
  view.messageLabel.textContent = texts.input_label;
  view.input.placeholder = texts.input_placeholder;
  view.send.textContent = texts.send_message;
  view.ratingPrompt.textContent = texts.initiate_feedback;
  view.languageLabel.textContent = texts.change_language;
  view.banner.textContent = texts.powered_by;
  buttons["accept-terms"].textContent = texts.accept_terms;
  buttons["decline-terms"].textContent = texts.dismiss_terms;
  buttons.voice.textContent = texts.start_call;
  buttons.mute.textContent = texts.mute_microphone;
  buttons.end.textContent = texts.end_call;
  buttons["rate-like"].lastElementChild!.textContent = texts.like;
  buttons["rate-dislike"].lastElementChild!.textContent = texts.dislike;
  buttons["rate-skip"].textContent = texts.skip;
}

/** The selector's languages, each by its own name and marked as that language for screen readers. */
export function showLanguageChoices(view: WidgetView, choices: readonly string[]): void {
  view.languageSelect.replaceChildren(
    ...choices.map((code) => Object.assign(new Option(languageName(code), code), { lang: code })),
  );
}

/** Adds a message to the transcript, its speaker (in the widget's language) named for screen readers. */
export function appendMessage(
  view: WidgetView,
  role: "agent" | "user",
  speakerName: string,
  text: string,
): HTMLLIElement {
  const item = document.createElement("li");
  item.className = role;
  const speaker = document.createElement("span");
  speaker.className = "visually-hidden";
  speaker.textContent = `${speakerName}: `;
  item.append(speaker, document.createTextNode(text));
  view.transcript.append(item);
  view.transcript.scrollTop = view.transcript.scrollHeight;
  return item;
}
