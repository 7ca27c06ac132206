export * from "./accept-bipa-terms.ts";
export * from "./accept-terms.ts";
export * from "./biometric-terms.ts";
export * from "./complete-onboarding.ts";
export * from "./get-current-user.ts";
export * from "./update-onboarding-checklist.ts";
export * from "./update-profile.ts";
export * from "./update-public-user-name.ts";
