import type { EngineName, SpeechEngine, SpeechEngines } from "@chorus/domain";
import { createEspeakEngine, type EspeakEngine } from "./espeak/espeak-engine.ts";
import { createFliteEngine, type FliteEngine } from "./flite/flite-engine.ts";
import { createRemoteEngine, type RemoteEngine, type RemoteEngineOptions } from "./remote/remote-engine.ts";

export interface SpeechEnginesOptions {
  /** eSpeak-NG worker threads (default 2). */
  espeakWorkers?: number;
  /** Flite child processes (default 2). */
  fliteWorkers?: number;
  /** The OpenAI-compatible server; the `remote` engine exists only when this is given. */
  remote?: RemoteEngineOptions;
}

export interface ChorusSpeechEngines extends SpeechEngines {
  readonly espeak: EspeakEngine;
  readonly flite: FliteEngine;
  readonly remote: RemoteEngine | undefined;
  /**
   * Starts every worker now (≈0.5–1 s in the background) instead of on the first request, which otherwise
   * pays the start-up of the pool it needs. Call it at boot without awaiting, or await it in tests.
   */
  warmUp(): Promise<void>;
}

/** The embedded engines (eSpeak-NG, Flite) and, when configured, the remote one. Workers start lazily. */
export function createSpeechEngines(options: SpeechEnginesOptions = {}): ChorusSpeechEngines {
  const espeak = createEspeakEngine({ workers: options.espeakWorkers });
  const flite = createFliteEngine({ workers: options.fliteWorkers });
  const remote = options.remote ? createRemoteEngine(options.remote) : undefined;
  const engines: Record<EngineName, SpeechEngine | undefined> = { espeak, flite, remote };
  return {
    espeak,
    flite,
    remote,
    get: (name) => engines[name],
    warmUp: async () => {
      await Promise.all([espeak.warmUp(), flite.warmUp()]);
    },
    close: async () => {
      await Promise.all([espeak.close(), flite.close(), remote?.close()]);
    },
  };
}
