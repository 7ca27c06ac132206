import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";

/** `UserVoiceCollectionResponseModel`; `permission_on_resource` follows the caller's workspace role. */
export const VoiceCollectionSchema = z
  .object({
    collection_id: z.string(),
    title: z.string(),
    icon: z.string(),
    permission_on_resource: z.enum(["admin", "editor", "commenter", "viewer"]),
  })
  .meta({ id: "UserVoiceCollectionResponseModel" });

const title = z
  .string({ error: messages.collectionTitleRequired })
  .trim()
  .min(1, messages.collectionTitleRequired)
  .max(100, messages.collectionTitleRequired);
const icon = z
  .string({ error: messages.collectionIconRequired })
  .trim()
  .min(1, messages.collectionIconRequired)
  .max(64, messages.collectionIconRequired);

const collectionParams = z.object({ collection_id: idValue });
const memberParams = z.object({ collection_id: idValue, voice_id: idValue });
const MembershipSchema = z.object({ collection_id: z.string(), voice_id: z.string() });

export const listVoiceCollections = defineOperation({
  operationId: "voices.collections.list",
  method: "GET",
  path: "/v1/voices/collections",
  summary: "The workspace's voice collections, oldest first",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_read" },
  responses: {
    200: z
      .object({ collections: z.array(VoiceCollectionSchema) })
      .meta({ id: "GetUserVoiceCollectionsResponseModel" }),
  },
});

export const createVoiceCollection = defineOperation({
  operationId: "voices.collections.create",
  method: "POST",
  path: "/v1/voices/collections",
  summary: "Create a voice collection (a title and an icon)",
  description: "Collections belong to the workspace; viewers cannot change them.",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_write" },
  request: { body: z.object({ title, icon }) },
  responses: { 200: VoiceCollectionSchema },
});

export const getVoiceCollection = defineOperation({
  operationId: "voices.collections.get",
  method: "GET",
  path: "/v1/voices/collections/{collection_id}",
  summary: "One voice collection",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: collectionParams },
  responses: { 200: VoiceCollectionSchema },
  errors: ["collection_not_found"],
});

export const updateVoiceCollection = defineOperation({
  operationId: "voices.collections.update",
  method: "PATCH",
  path: "/v1/voices/collections/{collection_id}",
  summary: "Rename a voice collection or change its icon",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: collectionParams, body: z.object({ title: title.nullish(), icon: icon.nullish() }) },
  responses: { 200: VoiceCollectionSchema },
  errors: ["collection_not_found"],
});

export const deleteVoiceCollection = defineOperation({
  operationId: "voices.collections.delete",
  method: "DELETE",
  path: "/v1/voices/collections/{collection_id}",
  summary: "Delete a voice collection (its voices stay)",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: collectionParams },
  responses: {
    200: z.object({ collection_id: z.string() }).meta({ id: "DeleteUserVoiceCollectionResponseModel" }),
  },
  errors: ["collection_not_found"],
});

export const addVoiceToCollection = defineOperation({
  operationId: "voices.collections.addVoice",
  method: "POST",
  path: "/v1/voices/collections/{collection_id}/voice/{voice_id}",
  summary: "Put a voice in a collection",
  description:
    'The voice must be one the workspace can use: a premade voice, or one of its own voices that is not `copied_disabled`. Anything else is refused with "cannot be added to a collection". Adding a voice twice changes nothing.',
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: memberParams },
  responses: { 200: MembershipSchema.meta({ id: "AddVoiceToUserVoiceCollectionResponseModel" }) },
  errors: ["collection_not_found", "voice_not_collectable"],
});

export const removeVoiceFromCollection = defineOperation({
  operationId: "voices.collections.removeVoice",
  method: "DELETE",
  path: "/v1/voices/collections/{collection_id}/voice/{voice_id}",
  summary: "Take a voice out of a collection (a voice that is not in it changes nothing)",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: memberParams },
  responses: {
    200: MembershipSchema.meta({ id: "RemoveVoiceFromUserVoiceCollectionResponseModel" }),
  },
  errors: ["collection_not_found"],
});

export type VoiceCollection = z.infer<typeof VoiceCollectionSchema>;
