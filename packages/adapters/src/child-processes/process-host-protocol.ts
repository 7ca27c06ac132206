/** Messages between the main thread and the process host worker (process-host-worker.ts). */

export type StdioChoice = "pipe" | "ignore";

export type ToProcessHost =
  | {
      type: "spawn";
      id: number;
      command: string;
      args: string[];
      stdio: [StdioChoice, StdioChoice, StdioChoice];
      /** In a process group of its own, so `kill` with `group` reaches its children too. */
      detached: boolean;
      cwd: string | undefined;
    }
  | { type: "stdin"; id: number; chunk: Uint8Array }
  | { type: "stdin-end"; id: number }
  | { type: "kill"; id: number; signal: NodeJS.Signals; group: boolean };

export type FromProcessHost =
  | { type: "spawned"; id: number; pid: number }
  | { type: "stdout" | "stderr"; id: number; chunk: Uint8Array }
  | { type: "error"; id: number; message: string; code: string | undefined }
  | { type: "close"; id: number; code: number | null; signal: NodeJS.Signals | null };
