/** English for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings = {
  conversationTags: {
    title: "Tags",
    column: "Tags",
    none: "No tags yet.",
    field: "Add a tag",
    placeholder: "Choose a tag or type a new one",
    add: "Add",
    remove: "Remove tag {{title}}",
    already: "This conversation already has the tag {{title}}.",
    full: "A conversation can have at most {{max}} tags: remove one to add another.",
    added: "Tag {{title}} added",
    created: "New tag {{title}} created and added",
    removed: "Tag {{title}} removed",
    loadFailed: "The tags could not be loaded",
    unknown: "Unknown tag",
    filter: "Tag",
    anyTag: "Any tag",
  },
} as const;
