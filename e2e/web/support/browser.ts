import { type Browser, type BrowserContext, chromium } from "playwright-core";

const quietFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const launch = (extraArgs: string[]) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [...quietFlags, ...extraArgs],
  });

/**
 * The worker's one plain Chromium (`isolate: false`: the files of a worker share this module). A
 * launch costs 3 to 4 s on the 2-core CI machine and some thirty files need one; the process ends
 * with the worker, and Playwright closes the browser then.
 */
let shared: Promise<Browser> | undefined;

/**
 * Headless Chromium from the system, with the flags that keep it quiet and offline in CI. With no
 * `extraArgs` (a fake microphone playing a file, for instance, needs its own process) the file gets
 * the worker's shared browser: every page it opens is in a context of its own, as with a browser of
 * its own, and its `close()` closes only those contexts.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (extraArgs.length > 0) return launch(extraArgs);
  shared ??= launch([]);
  let browser = await shared;
  if (!browser.isConnected()) {
    shared = launch([]);
    browser = await shared;
  }
  return fileView(browser);
}

/** The shared browser as one file sees it: its own contexts, closed when it closes "its" browser. */
function fileView(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const newContext: Browser["newContext"] = async (options) => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  const view: Partial<Browser> = {
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property in view) return view[property as keyof Browser];
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
