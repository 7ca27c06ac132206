import { z } from "zod";

/**
 * Zod builds a faster object parser with `new Function` when the page allows it. The app's
 * Content-Security-Policy has no 'unsafe-eval', and Zod's check for it (a `new Function("")` whose
 * error it catches) is still reported as a CSP violation on every page. `jitless` skips both the
 * check and the compiled parser; the app's payloads are far too small for the difference to show.
 * main.tsx imports this first: schemas read the setting when they are built, at import time.
 */
z.config({ jitless: true });
