import { randomBytes } from "node:crypto";
import type { Repositories } from "../ports/repositories.ts";
import { sha256 } from "../shared/hash.ts";
import { newId } from "../shared/ids.ts";

const BACKUP_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. 31 symbols × 10 characters ≈ 49 bits. */
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

function newBackupCode(): string {
  let code = "";
  while (code.length < 10) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && code.length < 10) code += alphabet[byte % alphabet.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Codes are compared without case, spaces or hyphens, as people type them. */
export function backupCodeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code.toLowerCase().replace(/[\s-]/g, "")}`);
}

/** Replaces a person's backup codes with ten new ones; only hashes are stored, the codes are shown once. */
export async function replaceBackupCodes(repos: Repositories, userId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await repos.backupCodes.replaceAll(
    userId,
    codes.map((code) => ({ id: newId(), codeHash: backupCodeHash(userId, code) })),
  );
  return codes;
}
