// The @echogarden DSP packages are Emscripten builds that ship no types. These declare only the parts Chorus
// calls; pointers are byte offsets into the module's heap, and the HEAP views are re-read after every
// allocation because a memory growth replaces them.

interface ChorusEmscriptenHeap {
  HEAP16: Int16Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
}

declare module "@echogarden/speex-resampler-wasm/simd" {
  export interface SpeexResamplerModule extends ChorusEmscriptenHeap {
    _speex_resampler_init(
      channels: number,
      inRate: number,
      outRate: number,
      quality: number,
      errorPointer: number,
    ): number;
    _speex_resampler_destroy(state: number): void;
    _speex_resampler_process_int(
      state: number,
      channelIndex: number,
      input: number,
      inputLengthPointer: number,
      output: number,
      outputLengthPointer: number,
    ): number;
    _speex_resampler_get_input_latency(state: number): number;
    _speex_resampler_skip_zeros(state: number): number;
  }
  const createModule: () => Promise<SpeexResamplerModule>;
  export default createModule;
}

declare module "@echogarden/speex-resampler-wasm" {
  import type { SpeexResamplerModule } from "@echogarden/speex-resampler-wasm/simd";

  const createModule: () => Promise<SpeexResamplerModule>;
  export default createModule;
}

declare module "@echogarden/sonic-wasm" {
  export interface SonicModule extends ChorusEmscriptenHeap {
    _sonicCreateStream(sampleRate: number, channels: number): number;
    _sonicDestroyStream(stream: number): void;
    _sonicSetSpeed(stream: number, speed: number): void;
    _sonicSetPitch(stream: number, pitch: number): void;
    _sonicSetQuality(stream: number, quality: number): void;
    _sonicWriteShortToStream(stream: number, samples: number, count: number): number;
    _sonicWriteFloatToStream(stream: number, samples: number, count: number): number;
    _sonicReadShortFromStream(stream: number, samples: number, maxCount: number): number;
    _sonicReadFloatFromStream(stream: number, samples: number, maxCount: number): number;
    _sonicFlushStream(stream: number): number;
    _sonicSamplesAvailable(stream: number): number;
  }
  const createModule: () => Promise<SonicModule>;
  export default createModule;
}
