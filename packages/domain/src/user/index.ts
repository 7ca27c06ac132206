export * from "./biometric-terms.ts";
export * from "./get-current-user.ts";
