/**
 * API key permissions: the 18 endpoint groups of spec 001 §6, each with a read and/or write
 * scope as ElevenLabs names them in `permissions` when a key is created. A key holds either
 * a list of these or the string "all" (full access).
 */
export const permissionGroups = [
  { group: "text_to_speech", label: "Text to Speech", scopes: ["text_to_speech"] },
  { group: "speech_to_speech", label: "Speech to Speech", scopes: ["speech_to_speech"] },
  { group: "speech_to_text", label: "Speech to Text", scopes: ["speech_to_text"] },
  { group: "sound_generation", label: "Sound Effects", scopes: ["sound_generation"] },
  { group: "audio_isolation", label: "Audio Isolation", scopes: ["audio_isolation"] },
  { group: "dubbing", label: "Dubbing", scopes: ["dubbing_read", "dubbing_write"] },
  { group: "convai", label: "Agents Platform", scopes: ["convai_read", "convai_write"] },
  { group: "projects", label: "Projects", scopes: ["projects_read", "projects_write"] },
  { group: "audio_native", label: "Audio Native", scopes: ["audio_native_read", "audio_native_write"] },
  { group: "voices", label: "Voices", scopes: ["voices_read", "voices_write"] },
  { group: "voice_generation", label: "Voice Generation", scopes: ["voice_generation"] },
  { group: "forced_alignment", label: "Forced Alignment", scopes: ["forced_alignment"] },
  { group: "music", label: "Music", scopes: ["music_generation"] },
  { group: "history", label: "History", scopes: ["speech_history_read", "speech_history_write"] },
  { group: "models", label: "Models", scopes: ["models_read"] },
  {
    group: "pronunciation_dictionaries",
    label: "Pronunciation Dictionaries",
    scopes: ["pronunciation_dictionaries_read", "pronunciation_dictionaries_write"],
  },
  { group: "user", label: "User", scopes: ["user_read", "user_write"] },
  { group: "workspace", label: "Workspace", scopes: ["workspace_read", "workspace_write"] },
] as const;

export type PermissionGroup = (typeof permissionGroups)[number]["group"];
export type Permission = (typeof permissionGroups)[number]["scopes"][number];

export const allPermissions = permissionGroups.flatMap((g) => g.scopes) as unknown as readonly [
  Permission,
  ...Permission[],
];
