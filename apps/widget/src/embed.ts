/**
 * The embed, served as `/convai-widget/embed.js`: one line puts an agent on any page,
 *   <chorus-convai agent-id="…"></chorus-convai><script src="https://<chorus>/convai-widget/embed.js" async></script>
 * (`<elevenlabs-convai>`, the hosted product's tag, works too). The Chorus it talks to is the one the
 * script came from, unless the element names another with `server-url`.
 */
import { ConvaiWidget } from "./convai-widget.ts";

const script = document.currentScript as HTMLScriptElement | null;
if (script?.src) {
  const fromPath = script.src.replace(/\/convai-widget\/embed\.js(?:[?#].*)?$/, "");
  ConvaiWidget.defaultServer = fromPath === script.src ? new URL(script.src).origin : fromPath;
}

for (const name of ["chorus-convai", "elevenlabs-convai"])
  if (!customElements.get(name)) customElements.define(name, class extends ConvaiWidget {});
