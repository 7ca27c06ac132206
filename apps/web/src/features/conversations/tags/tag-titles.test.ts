import type { ConversationTag } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { tagsById, tagWithTitle } from "./tag-titles.ts";

const tag = (tag_id: string, title: string): ConversationTag => ({
  tag_id,
  title,
  workspace_id: "ws",
  owner_user_id: "user",
  created_at_unix_secs: 0,
});

describe("picking a conversation tag by its title", () => {
  const tags = [tag("ctag_1", "Escalated"), tag("ctag_2", "Über-Anruf")];

  it("finds the tag whatever the case and surrounding spaces", () => {
    expect(tagWithTitle(tags, "  escalated ")?.tag_id).toBe("ctag_1");
    expect(tagWithTitle(tags, "ÜBER-ANRUF")?.tag_id).toBe("ctag_2");
  });

  it("finds none for a new title", () => {
    expect(tagWithTitle(tags, "Escalate")).toBeUndefined();
  });

  it("indexes tags by id", () => {
    expect(tagsById(tags).get("ctag_2")?.title).toBe("Über-Anruf");
  });
});
