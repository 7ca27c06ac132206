/** A workspace's label for conversations (`ConversationTagResponseModel`); conversations keep tag ids. */
export interface ConversationTagRecord {
  id: string;
  workspaceId: string;
  /** Who made it: they (or a workspace admin) may change or delete it. */
  ownerUserId: string;
  title: string;
  description: string | null;
  createdAt: Date;
}
