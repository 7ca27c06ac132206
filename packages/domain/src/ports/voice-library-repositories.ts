import type {
  LibraryCopyRecord,
  LibraryEntry,
  LibraryEventRecord,
  LibraryMetrics,
  ReviewStatus,
  SharingStatus,
  VoiceCollectionRecord,
  VoiceSharingRecord,
} from "../voices/library/library-records.ts";

/**
 * The shared voice library (issue 5 §5). Unlike every other repository, `findEntry` and
 * `listEntries` read across workspaces: the library is public by design, and the verbs show only
 * live voices, by their public owner id.
 */
export interface VoiceLibraryRepository {
  /** Inserts or replaces the voice's sharing row. */
  saveSharing(sharing: VoiceSharingRecord): Promise<VoiceSharingRecord>;
  /** A shared voice of any workspace, with its voice row, verification pair and owner's probation. */
  findEntry(voiceId: string): Promise<LibraryEntry | undefined>;
  /** The shared voices in one state (live candidates: enabled + allowed; the review queue: enabled + pending). */
  listEntries(filter: { status: SharingStatus; reviewStatus: ReviewStatus }): Promise<LibraryEntry[]>;
  /** Every voice of the workspace that has a sharing row. */
  listEntriesForWorkspace(workspaceId: string): Promise<LibraryEntry[]>;
  /** Times added and characters spoken by copies in the 7 days and the year before `now`, per voice (absent: none). */
  metrics(voiceIds: readonly string[], now: Date): Promise<Map<string, LibraryMetrics>>;

  insertCopy(copy: LibraryCopyRecord): Promise<void>;
  findCopy(workspaceId: string, voiceId: string): Promise<LibraryCopyRecord | undefined>;
  /** The workspace's copy of a library voice, if it added it. */
  findCopyOf(workspaceId: string, originalVoiceId: string): Promise<LibraryCopyRecord | undefined>;
  listCopiesForWorkspace(workspaceId: string): Promise<LibraryCopyRecord[]>;
  /** Starts the notice period of the original's copies that have none running: they stop working at `disableAt`. */
  scheduleCopiesDisable(originalVoiceId: string, disableAt: Date): Promise<void>;
  /** Copies whose notice period has not ended by `now` keep working (the voice went live again). */
  cancelCopiesDisable(originalVoiceId: string, now: Date): Promise<void>;

  insertEvent(event: LibraryEventRecord): Promise<void>;
  /** The voice's events that happened at or before `until`, newest first. */
  listEvents(voiceId: string, until: Date): Promise<LibraryEventRecord[]>;
  /** Characters spoken by copies of `voiceId` per day (UTC, `YYYY-MM-DD`) from `fromDay` on, oldest first; days without use are absent. */
  dailyUsage(voiceId: string, fromDay: string): Promise<{ day: string; characters: number }[]>;
  /** Adds characters spoken by copies of `voiceId` on `day` (UTC, `YYYY-MM-DD`): one upsert. */
  addUsage(voiceId: string, day: string, characters: number): Promise<void>;

  isInProbation(userId: string): Promise<boolean>;
  setProbation(userId: string, inProbation: boolean, at: Date): Promise<void>;
}

/** A workspace's voice collections and which voices are in them. */
export interface VoiceCollectionRepository {
  /** Oldest first. */
  list(workspaceId: string): Promise<VoiceCollectionRecord[]>;
  find(workspaceId: string, collectionId: string): Promise<VoiceCollectionRecord | undefined>;
  insert(collection: VoiceCollectionRecord): Promise<VoiceCollectionRecord>;
  update(
    workspaceId: string,
    collectionId: string,
    patch: Partial<Pick<VoiceCollectionRecord, "title" | "icon" | "updatedAt">>,
  ): Promise<VoiceCollectionRecord | undefined>;
  /** Deletes the collection and (by cascade) its memberships. */
  delete(workspaceId: string, collectionId: string): Promise<void>;
  /** Adds the voice unless it is in the collection already. */
  addVoice(workspaceId: string, collectionId: string, voiceId: string, at: Date): Promise<void>;
  removeVoice(workspaceId: string, collectionId: string, voiceId: string): Promise<void>;
  listMemberships(workspaceId: string): Promise<{ collectionId: string; voiceId: string }[]>;
  /** Takes a deleted voice out of every collection of the workspace. */
  removeVoiceEverywhere(workspaceId: string, voiceId: string): Promise<void>;
}
