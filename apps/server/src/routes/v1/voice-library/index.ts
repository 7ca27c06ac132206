import type { RouteBinding } from "../../../http/bind-operation.ts";
import { addSharedVoiceRoute } from "./add-shared-voice.ts";
import { findSimilarVoicesRoute } from "./find-similar-voices.ts";
import { getSharedVoicePreviewRoute } from "./get-shared-voice-preview.ts";
import { getSharedVoicesRoute } from "./get-shared-voices.ts";
import {
  addVoiceToCollectionRoute,
  createVoiceCollectionRoute,
  deleteVoiceCollectionRoute,
  getVoiceCollectionRoute,
  listVoiceCollectionsRoute,
  removeVoiceFromCollectionRoute,
  updateVoiceCollectionRoute,
} from "./voice-collections.ts";
import {
  getVoiceSharingHistoryRoute,
  getVoiceSharingMetricsRoute,
  getVoiceSharingRoute,
  updateVoiceSharingRoute,
} from "./voice-sharing.ts";

export const voiceLibraryRoutes: RouteBinding[] = [
  getSharedVoicesRoute,
  getSharedVoicePreviewRoute,
  addSharedVoiceRoute,
  findSimilarVoicesRoute,
  listVoiceCollectionsRoute,
  createVoiceCollectionRoute,
  getVoiceCollectionRoute,
  updateVoiceCollectionRoute,
  deleteVoiceCollectionRoute,
  addVoiceToCollectionRoute,
  removeVoiceFromCollectionRoute,
  getVoiceSharingRoute,
  updateVoiceSharingRoute,
  getVoiceSharingMetricsRoute,
  getVoiceSharingHistoryRoute,
];
