/** A call's named timers (turn timeout, silence, maximum duration, metering, pings), cleared together at its end. */
export class CallTimers {
  private readonly handles = new Map<string, ReturnType<typeof setTimeout>>();

  /** Runs `run` once after `ms`, replacing a timer of the same name. */
  once(name: string, ms: number, run: () => void): void {
    this.clear(name);
    const handle = setTimeout(() => {
      this.handles.delete(name);
      run();
    }, ms);
    this.handles.set(name, handle);
  }

  /** Runs `run` every `ms`; never keeps the process alive on its own. */
  every(name: string, ms: number, run: () => void): void {
    this.clear(name);
    const handle = setInterval(run, ms);
    handle.unref?.();
    this.handles.set(name, handle);
  }

  has(name: string): boolean {
    return this.handles.has(name);
  }

  clear(name: string): void {
    const handle = this.handles.get(name);
    if (handle) clearTimeout(handle);
    this.handles.delete(name);
  }

  clearAll(): void {
    for (const name of [...this.handles.keys()]) this.clear(name);
  }
}
