import { searchVoices } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { voicesQueryKey } from "../api/voices-api.ts";

/** Custom voices other members of the workspace made or added (GET /v2/voices?voice_type=workspace), newest first. */
export function useWorkspaceVoices() {
  return useQuery({
    queryKey: [...voicesQueryKey, "workspace"],
    queryFn: () =>
      callOperation(searchVoices, {
        query: { page_size: 100, voice_type: "workspace", sort: "created_at_unix", sort_direction: "desc" },
      }),
  });
}
