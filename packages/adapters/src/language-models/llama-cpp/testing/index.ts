export { tinyGguf, writeTinyGguf } from "./write-tiny-gguf.ts";
