import zlib from "node:zlib";
import { DocumentFailure } from "./document-failure.ts";

/** How much of a zip (docx, epub) may be unpacked: more is refused as `unreadable` (zip bombs). */
export interface ZipBounds {
  maxEntries: number;
  /** Bytes actually inflated, all entries read together. */
  maxInflatedBytes: number;
}

export const documentZipBounds: ZipBounds = { maxEntries: 2_000, maxInflatedBytes: 50 * 1024 * 1024 };

interface ZipEntry {
  flags: number;
  method: number;
  compressedSize: number;
  localHeader: number;
}

const centralHeader = 0x02014b50;
const localHeader = 0x04034b50;
const endOfCentralDirectory = 0x06054b50;

/**
 * A zip read from its central directory, entries inflated on demand. Inflation is bounded as it
 * happens, never by the sizes the archive declares: an entry claiming 1 KB that inflates to gigabytes
 * stops at the bound. Zip64 is refused: no document needs over 65,535 entries or 4 GB.
 */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  private readonly inflated = new Map<string, Uint8Array>();
  private inflatedBytes = 0;
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly bounds: ZipBounds = documentZipBounds,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const end = this.findEndOfCentralDirectory();
    const count = this.view.getUint16(end + 10, true);
    const offset = this.view.getUint32(end + 16, true);
    if (count === 0xffff || offset === 0xffffffff || count > bounds.maxEntries) unreadable();
    let at = offset;
    for (let index = 0; index < count; index++) {
      if (at + 46 > bytes.length || this.view.getUint32(at, true) !== centralHeader) unreadable();
      const flags = this.view.getUint16(at + 8, true);
      const nameLength = this.view.getUint16(at + 28, true);
      const name = new TextDecoder(flags & 0x800 ? "utf-8" : "latin1").decode(
        bytes.subarray(at + 46, at + 46 + nameLength),
      );
      this.entries.set(name, {
        flags,
        method: this.view.getUint16(at + 10, true),
        compressedSize: this.view.getUint32(at + 20, true),
        localHeader: this.view.getUint32(at + 42, true),
      });
      at += 46 + nameLength + this.view.getUint16(at + 30, true) + this.view.getUint16(at + 32, true);
    }
  }

  get names(): string[] {
    return [...this.entries.keys()];
  }

  /** An entry's bytes, or undefined when the archive has no such entry. */
  read(name: string): Uint8Array | undefined {
    const cached = this.inflated.get(name);
    if (cached) return cached;
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const at = entry.localHeader;
    if (entry.flags & 1 || at + 30 > this.bytes.length || this.view.getUint32(at, true) !== localHeader)
      unreadable();
    const start = at + 30 + this.view.getUint16(at + 26, true) + this.view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) unreadable();
    const compressed = this.bytes.subarray(start, end);
    let data: Uint8Array;
    if (entry.method === 0) {
      this.count(compressed.length);
      data = compressed;
    } else if (entry.method === 8) data = this.inflate(compressed);
    else unreadable();
    this.inflated.set(name, data);
    return data;
  }

  /** An entry as UTF-8 text. */
  text(name: string): string | undefined {
    const data = this.read(name);
    return data && new TextDecoder().decode(data);
  }

  /** zlib (native, fast) stops as soon as the output passes what the bound has left. */
  private inflate(compressed: Uint8Array): Uint8Array {
    const left = this.bounds.maxInflatedBytes - this.inflatedBytes;
    let data: Uint8Array;
    try {
      data = zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(left, 1) });
    } catch {
      return unreadable();
    }
    this.count(data.length);
    return data;
  }

  private count(bytes: number): void {
    this.inflatedBytes += bytes;
    if (this.inflatedBytes > this.bounds.maxInflatedBytes) unreadable();
  }

  private findEndOfCentralDirectory(): number {
    const last = this.bytes.length - 22;
    for (let at = last; at >= 0 && at >= last - 0xffff; at--)
      if (this.view.getUint32(at, true) === endOfCentralDirectory) return at;
    return unreadable();
  }
}

/** Whether the bytes start like a zip (a local file header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && bytes[3] === bytes[2] + 1
  );
}

function unreadable(): never {
  throw new DocumentFailure("unreadable");
}
