import type { RouteBinding } from "../../../http/bind-operation.ts";
import { deleteHistoryItemRoute } from "./delete-history-item.ts";
import { downloadHistoryRoute } from "./download-history.ts";
import { generateHistoryPreviewImageRoute } from "./generate-history-preview-image.ts";
import { generateHistoryVideoRoute } from "./generate-history-video.ts";
import { getHistoryItemRoute } from "./get-history-item.ts";
import { getHistoryItemAudioRoute } from "./get-history-item-audio.ts";
import { getHistoryShareLinkRoute } from "./get-history-share-link.ts";
import { getHistoryVideoRoute } from "./get-history-video.ts";
import { getSharedHistoryAudioRoute } from "./get-shared-history-audio.ts";
import { listHistoryRoute } from "./list-history.ts";
import { submitHistoryFeedbackRoute } from "./submit-history-feedback.ts";

export const historyRoutes: RouteBinding[] = [
  listHistoryRoute,
  getHistoryItemRoute,
  getHistoryItemAudioRoute,
  deleteHistoryItemRoute,
  downloadHistoryRoute,
  submitHistoryFeedbackRoute,
  getHistoryShareLinkRoute,
  getSharedHistoryAudioRoute,
  generateHistoryPreviewImageRoute,
  generateHistoryVideoRoute,
  getHistoryVideoRoute,
];
