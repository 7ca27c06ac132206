export { aesGcmSecretCipher } from "./aes-gcm-secret-cipher.ts";
export { argon2PasswordHasher } from "./argon2-password-hasher.ts";
export { jwtAccessTokens } from "./jwt-access-tokens.ts";
export { otpauthTotp } from "./totp.ts";
