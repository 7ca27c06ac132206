import type { IconName } from "../../../ui/Icon.tsx";

/**
 * The icons a collection can wear: names from the app's own icon set, so they draw the same on
 * every machine (emoji need a font many Linux desktops lack). The API takes any short text, so a
 * collection made elsewhere with an emoji or another name shows that text as it is.
 */
export const collectionIcons = [
  "mic",
  "book",
  "users",
  "user",
  "sparkles",
  "wave",
  "globe",
  "message",
  "building",
  "crown",
  "history",
  "share",
] as const satisfies readonly IconName[];

export type CollectionIconName = (typeof collectionIcons)[number];
export const defaultCollectionIcon: CollectionIconName = "mic";

export const isCollectionIconName = (icon: string): icon is CollectionIconName =>
  (collectionIcons as readonly string[]).includes(icon);
