import { type SessionTokensResponse, SessionTokensSchema } from "@chorus/contract";
import { captchaToken, type TestServer, uniqueEmail } from "@chorus/testing";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";

export const testPassword = "a long enough password";

/** Signs up over HTTP (solving a fresh captcha challenge) and returns the parsed tokens (the call must succeed). */
export async function signUpOverHttp(
  server: TestServer,
  options: { email?: string; password?: string; headers?: Record<string, string>; locale?: string } = {},
): Promise<{ email: string; password: string; tokens: SessionTokensResponse }> {
  const email = options.email ?? uniqueEmail("signup");
  const password = options.password ?? testPassword;
  const response = await server.request("POST", "/v1/auth/sign-up", {
    body: {
      email,
      password,
      recaptcha_token: await captchaToken(server),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    headers: options.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, password, tokens: SessionTokensSchema.parse(response.json()) };
}

export function signInOverHttp(server: TestServer, email: string, password: string, deviceId?: string) {
  return server.request("POST", "/v1/auth/sign-in", {
    body: { email, password, ...(deviceId ? { device_id: deviceId } : {}) },
  });
}

/** The newest mail or SMS to a recipient. */
export async function latestMessage(server: TestServer, recipient: string) {
  const [message] = await server.ports.store.outbox.list({ recipient, limit: 1 });
  expect(message, `a message to ${recipient}`).toBeDefined();
  return message!;
}

/** The `oobCode` of the action link with this mode in a mail body. */
export function linkCode(body: string, mode: string): string {
  const link = body.match(/https?:\/\/\S+\/app\/action\?\S+/g)?.find((url) => url.includes(`mode=${mode}`));
  expect(link, `a ${mode} link in:\n${body}`).toBeDefined();
  const code = new URL(link!).searchParams.get("oobCode");
  expect(code).toBeTruthy();
  return code!;
}

/** The first six-digit number in a mail or SMS. */
export function sixDigitCode(body: string): string {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  expect(code, `a six-digit code in:\n${body}`).toBeDefined();
  return code!;
}

/** The authenticator-app code for a secret at the server's (test) time. */
export function totpCode(server: TestServer, secret: string, offsetSeconds = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: server.clock.now().getTime() + offsetSeconds * 1000,
  });
}

export function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  statusCode: number,
  status: string,
  message?: string,
): void {
  expect(response.statusCode, response.body).toBe(statusCode);
  const detail = (response.json() as { detail: { status: string; message: string } }).detail;
  expect(detail.status).toBe(status);
  if (message !== undefined) expect(detail.message).toBe(message);
}

export function expectFieldError(
  response: { statusCode: number; json(): unknown; body: string },
  loc: (string | number)[],
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(422);
  const detail = (response.json() as { detail: { loc: (string | number)[]; msg: string }[] }).detail;
  expect(detail).toContainEqual(expect.objectContaining({ loc, msg: message }));
}
