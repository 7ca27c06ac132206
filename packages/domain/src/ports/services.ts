/** Ports for I/O other than the database. Each has a real adapter and, where tests need it, an honest fake. */

export interface Clock {
  now(): Date;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  workspaceId: string;
}

export interface AccessTokenSigner {
  sign(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Returns the claims of a valid, unexpired token, or undefined. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
  /** Short-lived signed token that carries a half-finished sign-in (password accepted, MFA pending). */
  signChallenge(payload: Record<string, string>, ttlSeconds: number): Promise<string>;
  verifyChallenge(token: string): Promise<Record<string, string> | undefined>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * A proof-of-work puzzle for the browser (ALTCHA v2): find the counter whose derived key starts
 * with `keyPrefix`. Signed as a whole; the browser sends it back with its solution.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature: string;
}

/** The sign-up captcha: the embedded proof-of-work (the default), reCAPTCHA, or a fixed test token. */
export interface CaptchaVerifier {
  readonly provider: "altcha" | "recaptcha" | "test";
  /** A fresh challenge for the browser to solve; undefined when the provider brings its own widget or none. */
  issueChallenge(): Promise<CaptchaChallenge | undefined>;
  /** Whether the token proves a solved captcha; a proof-of-work solution is accepted once. */
  verify(token: string | undefined, remoteIp: string | undefined): Promise<boolean>;
}

export interface TotpService {
  generateSecret(): string;
  /** otpauth:// URI for authenticator apps. */
  uri(secret: string, accountName: string): string;
  qrCodeDataUrl(uri: string): Promise<string>;
  /** True when `code` is valid for `secret` now (allowing one step of clock drift). */
  verify(secret: string, code: string, at: Date): boolean;
}

export interface BlobStorage {
  /** Writes atomically: readers see the old object or the whole new one, never a partial file. */
  put(key: string, data: Uint8Array | AsyncIterable<Uint8Array>): Promise<{ size: number }>;
  get(key: string): Promise<AsyncIterable<Uint8Array> | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
