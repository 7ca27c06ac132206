import { runTestsHandler, runTestsJob } from "../agent-testing/run-tests-job.ts";
import {
  analyseConversationHandler,
  analyseConversationJob,
} from "../conversations/analysis/analyse-conversation-job.ts";
import { crawlSiteJob } from "../knowledge-base/crawl/crawl-jobs.ts";
import { crawlSiteHandler } from "../knowledge-base/crawl/crawl-site-job.ts";
import { indexDocumentHandler, indexDocumentJob } from "../knowledge-base/index-document-job.ts";
import { transcribeFileJob } from "../speech-to-text/queue-transcription.ts";
import { transcriptionHandler } from "../speech-to-text/transcription-job.ts";
import { separateSpeakersHandler, separateSpeakersJob } from "../voices/professional/speaker-separation.ts";
import { trainVoiceJob } from "../voices/professional/train-professional-voice.ts";
import { trainVoiceHandler } from "../voices/professional/training-job.ts";
import { deliverWebhookHandler } from "../webhooks/deliver-webhook-job.ts";
import { deliverWebhookJob } from "../webhooks/post-call-events.ts";
import type { JobHandlers } from "./job-handler.ts";

/** Every kind of background job the domain queues, and its handler (the worker runs these). */
export const domainJobHandlers: JobHandlers = {
  [trainVoiceJob]: trainVoiceHandler,
  [separateSpeakersJob]: separateSpeakersHandler,
  [transcribeFileJob]: transcriptionHandler,
  [indexDocumentJob]: indexDocumentHandler,
  [crawlSiteJob]: crawlSiteHandler,
  [runTestsJob]: runTestsHandler,
  [analyseConversationJob]: analyseConversationHandler,
  [deliverWebhookJob]: deliverWebhookHandler,
};
