import { VideoRenderError } from "@chorus/domain";
import { spawnOffThread } from "../child-processes/spawn-off-thread.ts";

/** How much of ffmpeg's stderr is kept for the log. */
const stderrTailBytes = 4096;

/**
 * Runs ffmpeg to completion in its own process (the event loop only waits for the exit). A run that
 * exceeds `timeoutMs` is killed and reported as a timeout; a failed run carries ffmpeg's last words.
 */
export function runFfmpeg(ffmpegPath: string, args: string[], options: { timeoutMs: number; cwd: string }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawnOffThread(
      ffmpegPath,
      ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", ...args],
      {
        cwd: options.cwd,
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      stderr = (stderr + text).slice(-stderrTailBytes);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new VideoRenderError("failed", `cannot start ffmpeg (${ffmpegPath}): ${error.message}`));
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(new VideoRenderError("timeout", `ffmpeg was stopped after ${options.timeoutMs} ms`));
      } else if (code !== 0) {
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        reject(new VideoRenderError("failed", `ffmpeg failed (${how}): ${stderr.trim() || "no message"}`));
      } else {
        resolve();
      }
    });
  });
}
