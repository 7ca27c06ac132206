import type { Ports } from "../context.ts";
import type { PostCallWebhookSettings } from "../convai-settings/convai-settings-records.ts";
import type { ConversationRecord } from "../conversations/conversation-records.ts";
import { conversationAudioKey } from "../conversations/runtime/call-recording.ts";
import type { WebhookEventType } from "./webhook-records.ts";

/**
 * The largest recording sent in a `post_call_audio` event: 50 MB of mp3 is over 50 minutes at
 * 128 kbps, and a delivery holds it in memory (base64) while it is sent.
 */
const maxAudioBytes = 50 * 1024 * 1024;

/** Why an event cannot be sent at all (retrying would not help). */
export class UndeliverableEvent extends Error {
  override readonly name = "UndeliverableEvent";
}

async function recordingBase64(
  ports: Pick<Ports, "blobs">,
  conversation: ConversationRecord,
): Promise<string> {
  const stream = conversation.hasAudio
    ? await ports.blobs.get(conversationAudioKey(conversation))
    : undefined;
  if (!stream) throw new UndeliverableEvent("the conversation's recording is gone");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > maxAudioBytes)
      throw new UndeliverableEvent(
        `the recording is over ${maxAudioBytes / 1024 / 1024} MB, too large to send`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("base64");
}

/**
 * The JSON body of a post-call event, as the hosted product sends it: `{type, event_timestamp,
 * data}`. A transcription's `data` is the conversation as `GET /v1/convai/conversations/{id}`
 * answers it (transcript, metadata, analysis), without the transcript when the settings say
 * `exclude_transcript`; an audio event's is the agent, the conversation and the call's mp3 in base64.
 */
export async function postCallBody(
  ports: Pick<Ports, "blobs" | "outboundPayloads">,
  eventType: WebhookEventType,
  conversation: ConversationRecord,
  settings: PostCallWebhookSettings,
  unixSeconds: number,
): Promise<string> {
  if (eventType === "post_call_audio") {
    const fullAudio = await recordingBase64(ports, conversation);
    return JSON.stringify({
      type: eventType,
      event_timestamp: unixSeconds,
      data: { agent_id: conversation.agentId, conversation_id: conversation.id, full_audio: fullAudio },
    });
  }
  const data = ports.outboundPayloads.conversation(conversation);
  if (settings.excludeTranscript) delete data.transcript;
  return JSON.stringify({ type: eventType, event_timestamp: unixSeconds, data });
}
