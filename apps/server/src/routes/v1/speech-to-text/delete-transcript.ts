import { speechToTextTranscriptsDelete } from "@chorus/contract";
import { deleteTranscript } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const speechToTextTranscriptsDeleteRoute = bindOperation(
  speechToTextTranscriptsDelete,
  async ({ ctx, params }) => {
    await deleteTranscript(ctx, params.transcription_id);
    return statusOk;
  },
);
