import type { AgentResponse } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { hasCode } from "../../../lib/api/api-error.ts";
import { type AgentPatch, agentQueryKey, agentsQueryKey, fetchAgent, patchAgent } from "../api/agents-api.ts";
import { type AgentDraft, draftOf, isDirty, patchOf } from "../editor/agent-draft.ts";
import { SaveProblems } from "../editor/save-problems.ts";

/** A change to the draft: the recipe edits a copy in place. */
export type ChangeDraft = (recipe: (draft: AgentDraft) => void) => void;

interface SaveRequest {
  patch: AgentPatch;
  /** Absent: overwrite whatever was saved meanwhile. */
  expectedVersionId?: string;
  /** The draft the patch was made from, to tell whether it was edited while saving. */
  sent: AgentDraft;
}

/**
 * The agent screen's state: the version loaded (`base`), the draft being edited, whether they
 * differ, and the save. A save sends only what changed since the loaded version, with that version
 * as `expected_version_id`; when someone else saved meanwhile the server answers 409 and the page
 * offers to overwrite (the same change without the check) or to reload their version.
 */
export function useAgentEditor(loaded: AgentResponse) {
  const queryClient = useQueryClient();
  const agentId = loaded.agent_id;
  const [base, setBase] = useState(loaded);
  const baseDraft = useMemo(() => draftOf(base), [base]);
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const dirty = isDirty(baseDraft, draft);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;

  // A newer version read from the server (another tab saved, the window regained focus) replaces
  // the screen while nothing is changed here; with changes, the save's version check decides.
  useEffect(() => {
    if (loaded.version_id === base.version_id || dirtyNow.current) return;
    setBase(loaded);
    setDraft(draftOf(loaded));
  }, [loaded, base.version_id]);

  const change = useCallback<ChangeDraft>(
    (recipe) =>
      setDraft((current) => {
        const next = structuredClone(current);
        recipe(next);
        return next;
      }),
    [],
  );

  const adopt = useCallback(
    (agent: AgentResponse) => {
      setBase(agent);
      queryClient.setQueryData(agentQueryKey(agentId), agent);
    },
    [queryClient, agentId],
  );

  const save = useMutation({
    mutationFn: (request: SaveRequest) => patchAgent(agentId, request.patch, request.expectedVersionId),
    onSuccess: (agent, request) => {
      adopt(agent);
      // Edits made while the save was under way stay (they are the next change).
      setDraft((current) => (current === request.sent ? draftOf(agent) : current));
      void queryClient.invalidateQueries({ queryKey: [...agentsQueryKey, "list"] });
    },
  });

  const submit = (overwrite = false) =>
    save.mutate({
      patch: patchOf(baseDraft, draft),
      expectedVersionId: overwrite ? undefined : base.version_id,
      sent: draft,
    });

  /** Throws away the changes made here. */
  const discard = () => {
    setDraft(draftOf(base));
    save.reset();
  };

  /** Reads the agent again and shows it as saved (the conflict's "Discard my changes"). */
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: agentQueryKey(agentId),
      queryFn: () => fetchAgent(agentId),
      staleTime: 0,
    });
    setBase(fresh);
    setDraft(draftOf(fresh));
    save.reset();
  };

  return {
    base,
    draft,
    change,
    dirty,
    saving: save.isPending,
    saveError: save.error,
    conflict: hasCode(save.error, "agent_version_conflict"),
    problems: SaveProblems.of(save.error),
    save: () => submit(false),
    overwrite: () => submit(true),
    discard,
    reload,
  };
}

export type AgentEditor = ReturnType<typeof useAgentEditor>;
