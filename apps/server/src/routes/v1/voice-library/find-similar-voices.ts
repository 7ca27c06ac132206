import { findSimilarVoices as findSimilarVoicesOperation } from "@chorus/contract";
import { findSimilarVoices } from "@chorus/domain";
import { bindOperation, onlyAuthentication } from "../../../http/bind-operation.ts";
import { presentLibraryVoice } from "../../../presenters/library-voice-presenter.ts";

export const findSimilarVoicesRoute = bindOperation(
  findSimilarVoicesOperation,
  async ({ ctx, form }) => {
    const voices = await findSimilarVoices(ctx, {
      audio: form.files.audio_file?.[0],
      similarityThreshold: form.fields.similarity_threshold,
      topK: form.fields.top_k,
    });
    return {
      voices: voices.map((view) => presentLibraryVoice(view, ctx.ports.settings.publicUrl)),
      has_more: false,
      total_count: voices.length,
      last_sort_id: null,
    };
  },
  { beforeBody: onlyAuthentication },
);
