import type { PasswordHasher } from "@chorus/domain";
import { hash, verify } from "@node-rs/argon2";

/** Argon2id (the @node-rs/argon2 default algorithm) with OWASP's recommended memory and time costs. */
export function argon2PasswordHasher(
  options: { memoryCost?: number; timeCost?: number } = {},
): PasswordHasher {
  const params = {
    memoryCost: options.memoryCost ?? 19_456,
    timeCost: options.timeCost ?? 2,
    parallelism: 1,
  };
  return {
    hash: (password) => hash(password, params),
    async verify(stored, password) {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
