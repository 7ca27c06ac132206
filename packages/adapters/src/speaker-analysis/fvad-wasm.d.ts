// @echogarden/fvad-wasm is an Emscripten build without types; voice-activity.ts declares what it calls.
declare module "@echogarden/fvad-wasm" {
  const createModule: () => Promise<unknown>;
  export default createModule;
}
