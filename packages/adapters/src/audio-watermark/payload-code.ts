import { codedBits, payloadBits } from "./watermark-layout.ts";

/**
 * The 32-bit payload and a CRC-8 over it, as ±1 bit signs (most significant first). The CRC lets the
 * detector refuse a payload read wrongly from a weak watermark instead of naming the wrong generation.
 */
export function encodePayload(payload: number): Int8Array {
  const value = payload >>> 0;
  const bits = new Int8Array(codedBits);
  const crc = crc8(value);
  for (let i = 0; i < payloadBits; i++) bits[i] = (value >>> (payloadBits - 1 - i)) & 1 ? 1 : -1;
  for (let i = 0; i < 8; i++) bits[payloadBits + i] = (crc >>> (7 - i)) & 1 ? 1 : -1;
  return bits;
}

/** The payload the bit signs carry, or undefined when its CRC does not match. */
export function decodePayload(signs: ArrayLike<number>): number | undefined {
  let value = 0;
  for (let i = 0; i < payloadBits; i++) value = ((value << 1) | (signs[i]! > 0 ? 1 : 0)) >>> 0;
  let crc = 0;
  for (let i = 0; i < 8; i++) crc = (crc << 1) | (signs[payloadBits + i]! > 0 ? 1 : 0);
  return crc === crc8(value) ? value : undefined;
}

/** CRC-8 (polynomial 0x07) over the payload's four bytes, big-endian. */
function crc8(value: number): number {
  let crc = 0;
  for (let byte = 3; byte >= 0; byte--) {
    crc ^= (value >>> (byte * 8)) & 0xff;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}
