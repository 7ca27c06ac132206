import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { importSPKI, jwtVerify } from "jose";

/** What the local services received: token requests (form fields, headers) and webhook calls. */
export interface ReceivedRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

export const clientSecret = "cs-5f1e-plaintext-client-secret";

/** The RSA key pair an `oauth2_jwt` connection signs with; the server verifies with its public half. */
export const rsaKeys = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

/**
 * A local OAuth2 server and API: `/token` (client credentials of client `chorus`, in the form or
 * as HTTP Basic; tokens live 120 s), `/jwt-token` (a JWT-bearer grant signed RS256 by key `k1`,
 * issuer `chorus`, audience `https://auth.test`; answers an `id_token` living 60 s), and
 * `/orders/…` (the webhook tools' service, answering JSON). `now` is the test server's clock.
 */
export async function startTokenServer(now: () => Date) {
  const received: ReceivedRequest[] = [];
  let issued = 0;
  const publicKey = await importSPKI(rsaKeys.publicKey, "RS256");
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    received.push({ url: request.url ?? "", headers: request.headers, form });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    if (request.url === "/token") {
      const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      if (form.get("grant_type") !== "client_credentials" || id !== "chorus" || secret !== clientSecret)
        return json(401, { error: "invalid_client", error_description: `secret ${secret} is wrong` });
      issued += 1;
      return json(200, { access_token: `cc-token-${issued}`, token_type: "Bearer", expires_in: 120 });
    }
    if (request.url === "/jwt-token") {
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
        return json(400, { error: "unsupported_grant_type" });
      try {
        const { protectedHeader } = await jwtVerify(form.get("assertion") ?? "", publicKey, {
          issuer: "chorus",
          audience: "https://auth.test",
          subject: "agent-7",
          algorithms: ["RS256"],
          currentDate: now(),
        });
        if (protectedHeader.kid !== "k1") return json(400, { error: "invalid_grant" });
      } catch {
        return json(400, { error: "invalid_grant" });
      }
      issued += 1;
      return json(200, { id_token: `jwt-token-${issued}`, access_token: "not-this-one", expires_in: 60 });
    }
    if (request.url?.startsWith("/orders/")) return json(200, { order: { status: "shipped" } });
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    /** Token requests made to `path` so far. */
    count: (path: string) => received.filter((r) => r.url === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
