// Workspace settings, members and invites.
export {};
