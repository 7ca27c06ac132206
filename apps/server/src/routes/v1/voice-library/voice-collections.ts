import {
  addVoiceToCollection as addVoiceToCollectionOperation,
  createVoiceCollection as createVoiceCollectionOperation,
  deleteVoiceCollection as deleteVoiceCollectionOperation,
  getVoiceCollection as getVoiceCollectionOperation,
  listVoiceCollections as listVoiceCollectionsOperation,
  removeVoiceFromCollection as removeVoiceFromCollectionOperation,
  updateVoiceCollection as updateVoiceCollectionOperation,
} from "@chorus/contract";
import {
  addVoiceToCollection,
  createVoiceCollection,
  deleteVoiceCollection,
  getVoiceCollection,
  listVoiceCollections,
  removeVoiceFromCollection,
  updateVoiceCollection,
} from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoiceCollection } from "../../../presenters/voice-collection-presenter.ts";

export const listVoiceCollectionsRoute = bindOperation(listVoiceCollectionsOperation, async ({ ctx }) => ({
  collections: (await listVoiceCollections(ctx)).map((collection) =>
    presentVoiceCollection(collection, ctx.role),
  ),
}));

export const createVoiceCollectionRoute = bindOperation(
  createVoiceCollectionOperation,
  async ({ ctx, body }) => presentVoiceCollection(await createVoiceCollection(ctx, body), ctx.role),
);

export const getVoiceCollectionRoute = bindOperation(getVoiceCollectionOperation, async ({ ctx, params }) =>
  presentVoiceCollection(await getVoiceCollection(ctx, params.collection_id), ctx.role),
);

export const updateVoiceCollectionRoute = bindOperation(
  updateVoiceCollectionOperation,
  async ({ ctx, params, body }) =>
    presentVoiceCollection(await updateVoiceCollection(ctx, params.collection_id, body), ctx.role),
);

export const deleteVoiceCollectionRoute = bindOperation(
  deleteVoiceCollectionOperation,
  async ({ ctx, params }) => {
    await deleteVoiceCollection(ctx, params.collection_id);
    return { collection_id: params.collection_id };
  },
);

export const addVoiceToCollectionRoute = bindOperation(
  addVoiceToCollectionOperation,
  async ({ ctx, params }) => {
    await addVoiceToCollection(ctx, params.collection_id, params.voice_id);
    return { collection_id: params.collection_id, voice_id: params.voice_id };
  },
);

export const removeVoiceFromCollectionRoute = bindOperation(
  removeVoiceFromCollectionOperation,
  async ({ ctx, params }) => {
    await removeVoiceFromCollection(ctx, params.collection_id, params.voice_id);
    return { collection_id: params.collection_id, voice_id: params.voice_id };
  },
);
