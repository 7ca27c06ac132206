import type { RouteBinding } from "../../../http/bind-operation.ts";
import { audioRoute } from "./audio.ts";
import { deleteRoute } from "./delete.ts";
import { feedbackRoute } from "./feedback.ts";
import { getRoute } from "./get.ts";
import { getSignedUrlRoute } from "./get-signed-url.ts";
import { getWebrtcTokenRoute } from "./get-webrtc-token.ts";
import { listRoute } from "./list.ts";
import { summaryRoute } from "./summary.ts";
import { conversationTagRoutes } from "./tags/index.ts";

export const conversationRoutes: RouteBinding[] = [
  getSignedUrlRoute,
  getWebrtcTokenRoute,
  listRoute,
  getRoute,
  audioRoute,
  deleteRoute,
  feedbackRoute,
  summaryRoute,
  ...conversationTagRoutes,
];
