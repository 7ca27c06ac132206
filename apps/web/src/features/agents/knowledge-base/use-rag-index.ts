import { useQuery } from "@tanstack/react-query";
import { fetchRagIndexes, knowledgeBaseQueryKey } from "./knowledge-base-api.ts";
import { indexFor, isIndexing } from "./knowledge-base-format.ts";

/** How often a document's index is asked for again while it is being built. */
const pollMs = 1000;

export const ragIndexQueryKey = (documentId: string) =>
  [...knowledgeBaseQueryKey, "rag-index", documentId] as const;

/**
 * A document's retrieval index (the default model's, or `model`'s), asked for again every second while
 * it is `created` or `processing`, and no more once it has ended.
 */
export function useRagIndex(documentId: string | null, model?: string) {
  const query = useQuery({
    queryKey: ragIndexQueryKey(documentId ?? ""),
    queryFn: () => fetchRagIndexes(documentId!),
    enabled: documentId !== null,
    refetchInterval: (current) => {
      const index = indexFor(current.state.data?.indexes ?? [], model);
      return index && isIndexing(index.status) ? pollMs : false;
    },
  });
  return { query, index: indexFor(query.data?.indexes ?? [], model) };
}
