import { speechToTextConvert } from "@chorus/contract";
import {
  assertCanTranscribe,
  queueTranscription,
  type SpeechToTextInput,
  transcribeSpeech,
} from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentQueuedTranscription, presentTranscript } from "../../../presenters/transcript-presenter.ts";

export const speechToTextConvertRoute = bindOperation(
  speechToTextConvert,
  async ({ ctx, form, reply }) => {
    const fields = form.fields;
    const input: SpeechToTextInput = {
      file: form.files.file?.[0],
      cloudStorageUrl: fields.cloud_storage_url,
      fileFormat: fields.file_format,
      ...(fields.language_code !== undefined ? { languageCode: fields.language_code } : {}),
      diarize: fields.diarize ?? false,
      ...(fields.num_speakers !== undefined ? { numSpeakers: fields.num_speakers } : {}),
      granularity: fields.timestamps_granularity,
      additionalFormats: fields.additional_formats ?? [],
      tagAudioEvents: fields.tag_audio_events ?? true,
      noVerbatim: fields.no_verbatim ?? false,
    };
    if (fields.webhook) return presentQueuedTranscription(await queueTranscription(ctx, input));
    return presentTranscript(await transcribeSpeech(ctx, { ...input, signal: abortOnClose(reply) }));
  },
  { beforeBody: ({ ctx }) => assertCanTranscribe(ctx) },
);
