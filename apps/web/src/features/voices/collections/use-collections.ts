import { useQuery } from "@tanstack/react-query";
import {
  collectionQueryKey,
  collectionsQueryKey,
  collectionVoicesQueryKey,
  fetchCollection,
  fetchCollections,
  fetchCollectionVoices,
} from "./collections-api.ts";

/** The workspace's collections, oldest first. */
export function useCollections() {
  return useQuery({ queryKey: collectionsQueryKey, queryFn: fetchCollections });
}

export function useCollection(collectionId: string) {
  return useQuery({
    queryKey: collectionQueryKey(collectionId),
    queryFn: () => fetchCollection(collectionId),
    // A missing collection is an answer ("collection missing"), not a hiccup to retry.
    retry: false,
  });
}

export function useCollectionVoices(collectionId: string) {
  return useQuery({
    queryKey: collectionVoicesQueryKey(collectionId),
    queryFn: () => fetchCollectionVoices(collectionId),
    retry: false,
  });
}
