/** The page of one collection: the Collections tab with the collection open. */
export const collectionPath = (collectionId: string) =>
  `/app/voices?tab=collections&collection=${encodeURIComponent(collectionId)}`;
