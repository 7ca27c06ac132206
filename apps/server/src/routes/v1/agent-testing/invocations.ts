import {
  cancelTestInvocation as cancelTestInvocationOperation,
  getTestInvocation as getTestInvocationOperation,
  listTestInvocations as listTestInvocationsOperation,
  resubmitTestInvocation as resubmitTestInvocationOperation,
} from "@chorus/contract";
import {
  cancelTestInvocation,
  getTestInvocation,
  listTestInvocations,
  resubmitTestInvocation,
} from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import {
  presentTestInvocation,
  presentTestInvocationSummary,
} from "../../../presenters/agent-test-presenter.ts";

const fromUnix = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000);

export const listTestInvocationsRoute = bindOperation(
  listTestInvocationsOperation,
  async ({ ctx, query }) => {
    const page = await listTestInvocations(ctx, {
      agentId: query.agent_id,
      testId: query.test_id,
      from: fromUnix(query.start_time),
      to: fromUnix(query.end_time),
      pageSize: query.page_size,
      cursor: query.cursor,
    });
    return {
      results: page.invocations.map(presentTestInvocationSummary),
      next_cursor: page.nextCursor,
      has_more: page.hasMore,
    };
  },
);

export const getTestInvocationRoute = bindOperation(getTestInvocationOperation, async ({ ctx, params }) =>
  presentTestInvocation(await getTestInvocation(ctx, params.test_invocation_id)),
);

export const cancelTestInvocationRoute = bindOperation(
  cancelTestInvocationOperation,
  async ({ ctx, params }) => {
    await cancelTestInvocation(ctx, params.test_invocation_id);
    return {};
  },
);

export const resubmitTestInvocationRoute = bindOperation(
  resubmitTestInvocationOperation,
  async ({ ctx, params, body }) => {
    await resubmitTestInvocation(ctx, params.test_invocation_id, {
      runIds: body.test_run_ids,
      agentId: body.agent_id,
      override: body.agent_config_override,
    });
    return {};
  },
);
