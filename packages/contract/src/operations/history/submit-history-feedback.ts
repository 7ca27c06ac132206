import { defineOperation } from "../../operation.ts";
import {
  HistoryFeedbackBodySchema,
  HistoryItemParamsSchema,
  SpeechHistoryItemSchema,
} from "./history-schemas.ts";

export const submitHistoryFeedback = defineOperation({
  operationId: "chorus.history.submitFeedback",
  method: "POST",
  path: "/v1/history/{history_item_id}/feedback",
  summary: "Rate a generation (thumbs up or down, with optional details)",
  description:
    "Written feedback, when given, is 20 to 200 characters. Feedback that has been reviewed can no longer change (409).",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_write" },
  request: { params: HistoryItemParamsSchema, body: HistoryFeedbackBodySchema },
  responses: { 200: SpeechHistoryItemSchema },
  errors: ["history_item_not_found", "feedback_already_reviewed"],
});
