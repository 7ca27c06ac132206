import type { TotpService } from "@chorus/domain";
import { Secret, TOTP } from "otpauth";
import { SerialWorker } from "../off-thread/serial-worker.ts";

const ISSUER = "Chorus";

/** QR codes are drawn and PNG-encoded in a worker thread: up to ~90 ms of CPU, off the event loop. */
const qrCodeWorker = new SerialWorker<string, string>(
  new URL("./qr-code-worker.ts", import.meta.url),
  "chorus-qr-codes",
);

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), what every authenticator app speaks. */
export function otpauthTotp(): TotpService {
  const totpFor = (secret: string, label = "") =>
    new TOTP({
      issuer: ISSUER,
      label,
      algorithm: "SHA1",
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret),
    });
  return {
    generateSecret: () => new Secret({ size: 20 }).base32,
    uri: (secret, accountName) => totpFor(secret, accountName).toString(),
    qrCodeDataUrl: (uri) => qrCodeWorker.run(uri),
    verify(secret, code, at) {
      if (!/^\d{6}$/.test(code)) return false;
      return totpFor(secret).validate({ token: code, timestamp: at.getTime(), window: 1 }) !== null;
    },
  };
}
