/** [major, minor] of the oldest Node.js the project supports (package.json's engines.node). */
export function promisedNodeVersion(): [number, number];
/** Exits with a short explanation when this Node.js is older than the promise. */
export function requirePromisedNode(version?: string): void;
