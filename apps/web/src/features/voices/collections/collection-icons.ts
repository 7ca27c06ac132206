/**
 * The icons a collection can wear. The API takes any short text; the web app offers emoji, which
 * every platform draws without an icon font and the SDK's own clients show as they are.
 */
export const collectionIcons = [
  "🎙️",
  "📚",
  "🎭",
  "🎬",
  "🎧",
  "📣",
  "🧒",
  "👵",
  "🌍",
  "⭐",
  "💼",
  "🎮",
] as const;

export const defaultCollectionIcon = collectionIcons[0];
