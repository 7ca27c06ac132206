import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  agentTestsQueryKey,
  fetchAllTests,
  fetchInvocation,
  fetchInvocations,
  testInvocationQueryKey,
  testInvocationsQueryKey,
} from "./agent-tests-api.ts";
import { invocationProgress } from "./invocation-status.ts";

/** How often a running invocation is asked for again (runs are judged one after another in the background). */
const pollMs = 1000;

/** The workspace's tests. */
export function useAgentTests() {
  return useQuery({ queryKey: agentTestsQueryKey, queryFn: fetchAllTests, staleTime: 30_000 });
}

/** The agent's latest invocations. */
export function useTestInvocations(agentId: string) {
  return useQuery({ queryKey: testInvocationsQueryKey(agentId), queryFn: () => fetchInvocations(agentId) });
}

/**
 * One invocation, asked for again every second while it runs and no more once it has ended; the
 * list of invocations is refreshed then, so its counts follow.
 */
export function useTestInvocation(agentId: string, invocationId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: testInvocationQueryKey(invocationId),
    queryFn: () => fetchInvocation(invocationId),
    refetchInterval: (current) =>
      current.state.data && invocationProgress(current.state.data).status === "running" ? pollMs : false,
  });
  const running = query.data ? invocationProgress(query.data).status === "running" : false;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running)
      void queryClient.invalidateQueries({ queryKey: testInvocationsQueryKey(agentId) });
    wasRunning.current = running;
  }, [running, agentId, queryClient]);
  return query;
}
