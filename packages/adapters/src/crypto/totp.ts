import type { TotpService } from "@chorus/domain";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const ISSUER = "Chorus";

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
    qrCodeDataUrl: (uri) => QRCode.toDataURL(uri, { margin: 1, width: 220 }),
    verify(secret, code, at) {
      if (!/^\d{6}$/.test(code)) return false;
      return totpFor(secret).validate({ token: code, timestamp: at.getTime(), window: 1 }) !== null;
    },
  };
}
