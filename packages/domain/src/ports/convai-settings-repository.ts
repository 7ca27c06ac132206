import type {
  ConvAiSettingsPatch,
  ConvAiSettingsRecord,
} from "../convai-settings/convai-settings-records.ts";

/** The workspace's agent settings: one row per workspace, absent until first changed. */
export interface ConvAiSettingsRepository {
  find(workspaceId: string): Promise<ConvAiSettingsRecord | undefined>;
  /**
   * Writes the fields of `patch` only (inserting the row with `defaults` for the others when the
   * workspace has none yet), in one statement, so concurrent changes of different fields both stay.
   */
  save(
    workspaceId: string,
    patch: ConvAiSettingsPatch,
    defaults: Omit<ConvAiSettingsRecord, "workspaceId" | "updatedAt">,
    now: Date,
  ): Promise<ConvAiSettingsRecord>;
}
