import type { RouteBinding } from "../../../http/bind-operation.ts";
import {
  runAgentTestsRoute,
  simulateConversationRoute,
  simulateConversationStreamRoute,
} from "./agent-runs.ts";
import {
  createTestFolderRoute,
  deleteTestFolderRoute,
  getTestFolderRoute,
  updateTestFolderRoute,
} from "./folders.ts";
import {
  cancelTestInvocationRoute,
  getTestInvocationRoute,
  listTestInvocationsRoute,
  resubmitTestInvocationRoute,
} from "./invocations.ts";
import { bulkMoveTestsRoute, listTestsRoute, testSummariesRoute } from "./list.ts";
import { createTestRoute, deleteTestRoute, getTestRoute, updateTestRoute } from "./tests.ts";

/** Agent tests (issue 19 §5): tests and folders, runs judged in the background, simulations. */
export const agentTestingRoutes: RouteBinding[] = [
  listTestsRoute,
  createTestRoute,
  getTestRoute,
  updateTestRoute,
  deleteTestRoute,
  bulkMoveTestsRoute,
  testSummariesRoute,
  createTestFolderRoute,
  getTestFolderRoute,
  updateTestFolderRoute,
  deleteTestFolderRoute,
  listTestInvocationsRoute,
  getTestInvocationRoute,
  cancelTestInvocationRoute,
  resubmitTestInvocationRoute,
  runAgentTestsRoute,
  simulateConversationRoute,
  simulateConversationStreamRoute,
];
