/**
 * Reads mail from the server log: with no SMTP server, every email's text is logged as
 * `mail to <recipient>: <subject>\n<body>` (pino JSON, one object per line).
 */
function mailsTo(output: string, recipient: string): string[] {
  const mails: string[] = [];
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as { msg?: unknown };
      if (typeof entry.msg === "string" && entry.msg.startsWith(`mail to ${recipient}:`))
        mails.push(entry.msg);
    } catch {
      // not a log object
    }
  }
  return mails;
}

/** Waits for the newest match of `pattern`'s first group in mail to `recipient` (e.g. a code in a subject). */
export async function waitForMailMatch(
  output: () => string,
  recipient: string,
  pattern: RegExp,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const match = mailsTo(output(), recipient)
      .map((mail) => pattern.exec(mail)?.[1])
      .filter(Boolean)
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No mail to ${recipient} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest link in mail to `recipient` whose URL contains `mode=<mode>`. */
export function latestMailLink(output: string, recipient: string, mode: string): string | null {
  const pattern = new RegExp(`https?://\\S+[?&]mode=${mode}\\S*`, "g");
  const links = mailsTo(output, recipient).flatMap((mail) => mail.match(pattern) ?? []);
  return links.at(-1) ?? null;
}

/** Waits until the server has logged such a link (mail is written by a worker, a moment later). */
export async function waitForMailLink(
  output: () => string,
  recipient: string,
  mode: string,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = latestMailLink(output(), recipient, mode);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No ${mode} mail to ${recipient} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
