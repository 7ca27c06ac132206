// Workspace API keys.
export {};
