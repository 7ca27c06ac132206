import type { SpeechClassification as WireClassification } from "@chorus/contract";
import type { SpeechClassification } from "@chorus/domain";

export function presentSpeechClassification(classification: SpeechClassification): WireClassification {
  return {
    generated_by_chorus: classification.generatedByChorus,
    confidence: Math.round(classification.confidence * 10_000) / 10_000,
    ...(classification.historyItemId ? { history_item_id: classification.historyItemId } : {}),
  };
}
