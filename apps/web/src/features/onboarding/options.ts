/** Answers offered for "What will you use Chorus for?"; stored as the key. */
export const useCaseOptions = [
  "content_creation",
  "audiobooks",
  "conversational_agents",
  "education",
  "gaming",
  "accessibility",
  "business",
  "development",
  "personal",
  "other",
] as const;

/** Answers offered for "How did you hear about us?". */
export const referralOptions = [
  "search",
  "social_media",
  "youtube",
  "friend",
  "podcast",
  "news",
  "github",
  "other",
] as const;
