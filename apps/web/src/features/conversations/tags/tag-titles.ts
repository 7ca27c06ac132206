import type { ConversationTag } from "@chorus/contract";

/** How titles are compared when a typed title picks a tag: trimmed, case and accents as the person's language folds them. */
const folded = (title: string) => title.trim().toLocaleLowerCase();

/**
 * The tag a typed title names, if one has it: typing an existing tag's title picks that tag
 * instead of making a second one with the same name.
 */
export function tagWithTitle(tags: readonly ConversationTag[], title: string): ConversationTag | undefined {
  const wanted = folded(title);
  return tags.find((tag) => folded(tag.title) === wanted);
}

/** Tags by id, for showing a conversation's `tag_ids`. */
export const tagsById = (tags: readonly ConversationTag[]) => new Map(tags.map((tag) => [tag.tag_id, tag]));
