// Worker-thread entry for the authenticator QR code: drawing it and encoding the PNG (a data URL) took up
// to ~90 ms on the main thread the first times, which every other request would wait for.
import QRCode from "qrcode";
import { serveJobs } from "../off-thread/serve-jobs.ts";

serveJobs<string, string>(async (uri) => ({
  output: await QRCode.toDataURL(uri, { margin: 1, width: 220 }),
}));
