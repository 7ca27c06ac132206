import type { UsageProduct } from "@chorus/contract";
import {
  type AuthenticatedContext,
  beginPaidWork,
  currentPeriodStart,
  newId,
  type SpeechEngine,
  type WorkspaceRecord,
} from "@chorus/domain";
import type { TestServer } from "@chorus/testing";

/**
 * Paid work of the account's owner that was delivered: reserved, confirmed, ended, as a generation
 * whose client got every byte. Answers the workspace's count change.
 */
export async function spendCredits(
  ctx: AuthenticatedContext,
  cost: number,
  options: { requestId?: string; product?: UsageProduct } = {},
) {
  const work = await beginPaidWork(ctx, {
    requestId: options.requestId ?? newId(),
    cost,
    product: options.product ?? "text_to_speech",
  });
  await work.delivered();
  await work.end();
  return work.countChange;
}

/** Writes a charge straight into the ledger, as if earlier generations had used `amount` credits this period. */
export async function presetUsage(server: TestServer, workspace: WorkspaceRecord, amount: number) {
  const stored = (await server.ports.store.workspaces.findById(workspace.id))!;
  await server.ports.store.creditLedger.insertOnce({
    id: newId(),
    workspaceId: workspace.id,
    apiKeyId: null,
    requestId: newId(),
    kind: "charge",
    amount,
    periodStart: currentPeriodStart(stored, server.clock.now()),
  });
}

/** The workspace's `character_count` as `GET /v1/user/subscription` reports it. */
export async function characterCount(server: TestServer, token: string): Promise<number> {
  const response = await server.request("GET", "/v1/user/subscription", { token });
  return response.json().character_count;
}

/** Makes every engine fail until the returned function is called. */
export function breakEngines(server: TestServer): () => void {
  const speech = server.ports.speech;
  const real = speech.get.bind(speech);
  speech.get = (name) => {
    const engine = real(name);
    if (!engine) return engine;
    const broken: SpeechEngine = Object.create(engine);
    broken.synthesize = () => {
      throw new Error("engine exploded");
    };
    return broken;
  };
  return () => {
    speech.get = real;
  };
}
