import { downloadPronunciationDictionary } from "@chorus/contract";
import { downloadDictionaryVersion } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const downloadRoute = bindOperation(
  downloadPronunciationDictionary,
  async ({ ctx, params, reply }) => {
    const { fileName, pls } = await downloadDictionaryVersion(ctx, params.dictionary_id, params.version_id);
    return reply
      .header("content-type", "application/pls+xml; charset=utf-8")
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(pls);
  },
);
