import {
  addVoiceToCollection,
  createVoiceCollection,
  deleteVoiceCollection,
  getVoiceCollection,
  listVoiceCollections,
  removeVoiceFromCollection,
  searchVoices,
  updateVoiceCollection,
} from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { voicesQueryKey } from "../api/voices-api.ts";

export const collectionsQueryKey = ["voice-collections"] as const;
export const collectionQueryKey = (id: string) => [...collectionsQueryKey, id] as const;
/** Under the voices key: adding or removing a voice refreshes the collection's list with every other. */
export const collectionVoicesQueryKey = (id: string) => [...voicesQueryKey, "collection", id] as const;

export interface CollectionInput {
  title: string;
  icon: string;
}

export const fetchCollections = () => callOperation(listVoiceCollections);

export const fetchCollection = (collectionId: string) =>
  callOperation(getVoiceCollection, { params: { collection_id: collectionId } });

export const createCollection = (input: CollectionInput) =>
  callOperation(createVoiceCollection, { body: input });

export const updateCollection = (collectionId: string, input: CollectionInput) =>
  callOperation(updateVoiceCollection, { params: { collection_id: collectionId }, body: input });

export const deleteCollection = (collectionId: string) =>
  callOperation(deleteVoiceCollection, { params: { collection_id: collectionId } });

export const addToCollection = (collectionId: string, voiceId: string) =>
  callOperation(addVoiceToCollection, { params: { collection_id: collectionId, voice_id: voiceId } });

export const removeFromCollection = (collectionId: string, voiceId: string) =>
  callOperation(removeVoiceFromCollection, { params: { collection_id: collectionId, voice_id: voiceId } });

/** GET /v2/voices?collection_id=: the voices in one collection ("collection missing" when it is gone). */
export const fetchCollectionVoices = (collectionId: string) =>
  callOperation(searchVoices, { query: { page_size: 100, collection_id: collectionId, sort: "name" } });
