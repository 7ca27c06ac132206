/**
 * How tests read answers with the official SDK's serialization schemas: unknown fields pass (Chorus
 * may answer more than the SDK knows), a missing required field throws, errors name the response path.
 */
export const sdkReadOptions = {
  unrecognizedObjectKeys: "passthrough" as const,
  allowUnrecognizedEnumValues: true,
  breadcrumbsPrefix: ["response"],
};
