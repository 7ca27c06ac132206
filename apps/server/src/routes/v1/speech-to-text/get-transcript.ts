import { speechToTextTranscriptsGet } from "@chorus/contract";
import { getTranscript } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTranscript } from "../../../presenters/transcript-presenter.ts";

export const speechToTextTranscriptsGetRoute = bindOperation(
  speechToTextTranscriptsGet,
  async ({ ctx, params }) => presentTranscript(await getTranscript(ctx, params.transcription_id)),
);
