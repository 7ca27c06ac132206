import { randomBytes } from "node:crypto";
import { readlinkSync } from "node:fs";
import os from "node:os";

/**
 * Who owns a process's temporary folder, written into the folder's name so another process can tell
 * whether the owner is gone: the host, the PID namespace (two containers on one host may both run a
 * PID 57; on Linux `/proc/self/ns/pid` names the namespace) and the PID, plus a random tag so two
 * processes never share a name even when all of that repeats (a container restarted as PID 1).
 */
export interface ProcessIdentity {
  host: string;
  pidNamespace: string;
  pid: number;
}

function currentPidNamespace(): string {
  try {
    return /\[(\d+)\]/.exec(readlinkSync("/proc/self/ns/pid"))?.[1] ?? "none";
  } catch {
    return "none";
  }
}

/** This process, as its folder name records it. */
export function currentProcessIdentity(): ProcessIdentity {
  // `~` separates the parts: host names never contain it.
  return { host: os.hostname().replaceAll("~", "-"), pidNamespace: currentPidNamespace(), pid: process.pid };
}

export function processFolderName(identity: ProcessIdentity): string {
  return `${identity.host}~${identity.pidNamespace}~${identity.pid}~${randomBytes(4).toString("hex")}`;
}

/** The owner a folder name records, or undefined for a name this scheme did not make. */
export function parseProcessFolderName(name: string): ProcessIdentity | undefined {
  const match = /^(.+)~(\w+)~(\d+)~[0-9a-f]+$/.exec(name);
  if (!match) return undefined;
  return { host: match[1]!, pidNamespace: match[2]!, pid: Number(match[3]) };
}

/**
 * Whether a process with this PID exists in our PID namespace. Signal 0 checks without sending
 * anything: ESRCH means no such process; EPERM means it exists but belongs to another user.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
