import { speechToTextConvert } from "@chorus/contract";
import { type StagedUpload, transcribeSpeech } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTranscript } from "../../../presenters/transcript-presenter.ts";

export const speechToTextConvertRoute = bindOperation(speechToTextConvert, async ({ ctx, form, reply }) => {
  const transcript = await transcribeSpeech(ctx, {
    file: (form.files.file as StagedUpload[] | undefined)?.[0],
    cloudStorageUrl: form.fields.cloud_storage_url,
    languageCode: form.fields.language_code,
    diarize: form.fields.diarize,
    granularity: form.fields.timestamps_granularity,
    additionalFormats: form.fields.additional_formats ?? [],
    signal: abortOnClose(reply),
  });
  return presentTranscript(transcript);
});
