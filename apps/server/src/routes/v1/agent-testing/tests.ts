import {
  createTest as createTestOperation,
  deleteTest as deleteTestOperation,
  getTest as getTestOperation,
  updateTest as updateTestOperation,
} from "@chorus/contract";
import { createTest, deleteTest, getTest, updateTest } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTest } from "../../../presenters/agent-test-presenter.ts";

export const createTestRoute = bindOperation(createTestOperation, async ({ ctx, body }) => ({
  id: (await createTest(ctx, body)).id,
}));

export const getTestRoute = bindOperation(getTestOperation, async ({ ctx, params }) =>
  presentTest(await getTest(ctx, params.test_id)),
);

export const updateTestRoute = bindOperation(updateTestOperation, async ({ ctx, params, body }) =>
  presentTest(await updateTest(ctx, params.test_id, body)),
);

export const deleteTestRoute = bindOperation(deleteTestOperation, async ({ ctx, params }) => {
  await deleteTest(ctx, params.test_id);
  return {};
});
