import { getHistoryItem, type SpeechClassification, speechClassifierClassify } from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { type FormPostOptions, postForm } from "../../../lib/api/form-data.ts";

/** POST /v1/ai-speech-classifier (multipart): whether Chorus generated the file, and which item. */
export function classifySpeech(file: File, options: FormPostOptions = {}): Promise<SpeechClassification> {
  const form = new FormData();
  form.append("file", file, file.name);
  return postForm<SpeechClassification>(speechClassifierClassify.path, form, options);
}

/** The history item the classifier named (GET /v1/history/{id}). */
export const fetchClassifiedItem = (id: string) =>
  callOperation(getHistoryItem, { params: { history_item_id: id } });
