import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** Japanese for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "タグ",
    column: "タグ",
    none: "タグはまだありません。",
    field: "タグを追加",
    placeholder: "タグを選ぶか、新しいタグを入力",
    add: "追加",
    remove: "タグ {{title}} を外す",
    already: "この会話にはすでにタグ {{title}} が付いています。",
    full: "1 つの会話に付けられるタグは最大 {{max}} 個です。追加するには 1 つ外してください。",
    added: "タグ {{title}} を追加しました",
    created: "新しいタグ {{title}} を作成して追加しました",
    removed: "タグ {{title}} を外しました",
    loadFailed: "タグを読み込めませんでした",
    unknown: "不明なタグ",
    filter: "タグ",
    anyTag: "すべてのタグ",
  },
};
