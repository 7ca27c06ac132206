import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { conversationTagLimits } from "../../catalogues/conversation-tag-limits.ts";

export const ConversationTagParamsSchema = z.object({ tag_id: idValue });

export const conversationTagTitle = z.string().min(1).max(conversationTagLimits.titleCharacters);
export const conversationTagDescription = z.string().max(conversationTagLimits.descriptionCharacters);

/** `ConversationTagResponseModel`. */
export const ConversationTagResponseSchema = z
  .object({
    tag_id: z.string(),
    workspace_id: z.string(),
    owner_user_id: z.string(),
    title: z.string(),
    description: z.string().nullish(),
    created_at_unix_secs: z.number().int(),
  })
  .meta({ id: "ConversationTagResponseModel" });

export type ConversationTag = z.output<typeof ConversationTagResponseSchema>;
