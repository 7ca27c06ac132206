// @echogarden/espeak-ng-emscripten ships no types. This declares only what the eSpeak worker calls. The build is
// wasm2js (plain JS): `HEAP*` views are replaced when memory grows, so read them afresh after every call.

declare module "@echogarden/espeak-ng-emscripten" {
  export interface EspeakWorkerObject {
    readonly ptr: number;
    list_voices(): { name: string; identifier: string; languages: { priority: number; name: string }[] }[];
    /** 0 on success. */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    get_samplerate(): number;
    /** Low-level synthesis: `text` may be a `{ ptr }` to a NUL-terminated UTF-8 string in the heap. */
    synth_(text: string | { ptr: number }, callbackPointer: number): void;
    synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => number): void;
    getSizeOfEventStruct_(): number;
  }

  export interface EspeakEventObject {
    get_type(): number;
    get_text_position(): number;
    get_length(): number;
    get_audio_position(): number;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorkerObject;
    espeak_EVENT: unknown;
    wrapPointer(pointer: number, type: unknown): EspeakEventObject;
    addFunction(callback: (...args: number[]) => number, signature?: string): number;
    removeFunction(pointer: number): void;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    HEAPU8: Uint8Array;
    HEAP16: Int16Array;
    FS: { readdir(path: string): string[] };
    espeakEVENT_LIST_TERMINATED: number;
    espeakEVENT_WORD: number;
  }

  const createModule: () => Promise<EspeakModule>;
  export default createModule;
}
