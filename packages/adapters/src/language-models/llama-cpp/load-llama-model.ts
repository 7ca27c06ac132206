import { stat } from "node:fs/promises";
import { LanguageModelError } from "@chorus/domain";
import type {
  ChatWrapper,
  Llama,
  LlamaChat,
  LlamaContext,
  LlamaContextSequence,
  LlamaModel,
} from "node-llama-cpp";
import { SequencePool } from "./sequence-pool.ts";

export interface LlamaCppModelOptions {
  /** A GGUF file on this machine. */
  modelPath: string;
  /** Tokens each chat can see; defaults to what the model was trained on, at most 4096. */
  contextSize?: number;
  /** CPU threads per evaluation; defaults to node-llama-cpp's choice (the machine's math cores). */
  threads?: number;
  /** Chats generated at once; more wait for a free one. Each adds a KV cache of `contextSize`. Default 1. */
  sequences?: number;
  /** Sampling seed, for replies that repeat exactly (tests); by default node-llama-cpp's (the current second). */
  seed?: number;
}

export interface LoadedLlamaModel {
  model: LlamaModel;
  context: LlamaContext;
  pool: SequencePool;
  /** A chat on one sequence, in the model's own chat template (resolved once, from the GGUF). */
  startChat(sequence: LlamaContextSequence): LlamaChat;
}

/**
 * node-llama-cpp is imported on first load, not with this module: importing it costs ~400 ms and its
 * native binding's memory, which a server whose agents never use an embedded model should not pay.
 */
type NodeLlamaCpp = typeof import("node-llama-cpp");

/**
 * One llama.cpp backend per process, shared by every model. CPU only and never built: the prebuilt
 * binary comes from npm (`@node-llama-cpp/linux-x64`), and with `build: "never"` a machine without a
 * usable one fails here instead of downloading and compiling llama.cpp on a live server.
 */
let sharedLlama: Promise<Llama> | undefined;

function llamaBackend({ getLlama, LlamaLogLevel }: NodeLlamaCpp): Promise<Llama> {
  sharedLlama ??= getLlama({ gpu: false, build: "never", progressLogs: false, logLevel: LlamaLogLevel.warn });
  sharedLlama.catch(() => {
    sharedLlama = undefined;
  });
  return sharedLlama;
}

async function ensureFile(modelPath: string): Promise<void> {
  const found = await stat(modelPath).catch(() => undefined);
  if (!found?.isFile()) throw new LanguageModelError(`llama.cpp model file not found: ${modelPath}`);
}

/**
 * Loads the file and makes its context. All of it is asynchronous: node-llama-cpp reads and maps the
 * GGUF and allocates the KV cache on native threads, so a multi-GB model does not stall the event loop.
 */
export async function loadLlamaModel(options: LlamaCppModelOptions): Promise<LoadedLlamaModel> {
  await ensureFile(options.modelPath);
  try {
    const llamaCpp = await import("node-llama-cpp");
    const llama = await llamaBackend(llamaCpp);
    const model = await llama.loadModel({ modelPath: options.modelPath });
    try {
      const sequences = options.sequences ?? 1;
      const context = await model.createContext({
        sequences,
        contextSize: options.contextSize ?? { max: 4096 },
        ...(options.threads === undefined ? {} : { threads: options.threads }),
      });
      const chatWrapper: ChatWrapper = llamaCpp.resolveChatWrapper(model);
      return {
        model,
        context,
        pool: new SequencePool(context),
        startChat: (contextSequence) => new llamaCpp.LlamaChat({ contextSequence, chatWrapper }),
      };
    } catch (error) {
      await model.dispose();
      throw error;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LanguageModelError(`llama.cpp could not load ${options.modelPath}: ${reason}`, {
      cause: error,
    });
  }
}
