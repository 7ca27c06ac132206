import { VideoRenderError } from "@chorus/domain";

/**
 * Bounds how many renderings run at once (each ffmpeg takes a core or two) and how many may wait.
 * Waiting is first come, first served; past `maxWaiting` a request is refused at once as `busy`
 * rather than queued behind minutes of work.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new VideoRenderError(
          "busy",
          `${this.running} renderings running and ${this.waiting.length} waiting`,
        );
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (so `running` never dips and lets a newcomer jump the queue).
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
