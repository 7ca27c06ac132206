import { existsSync } from "node:fs";

/**
 * A Unicode font from the system when there is one (Debian's fonts-dejavu-core): PDF's built-in
 * Helvetica covers Latin-1 only, so names and transcripts in Greek, Cyrillic, … would lose their letters.
 */
const unicodeFonts = {
  regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
};

export const pdfFonts =
  existsSync(unicodeFonts.regular) && existsSync(unicodeFonts.bold)
    ? unicodeFonts
    : { regular: "Helvetica", bold: "Helvetica-Bold" };
