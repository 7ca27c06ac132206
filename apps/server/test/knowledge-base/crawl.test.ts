import { messages } from "@chorus/contract";
import { type RemoteFileFetcher, RemoteFileStatusError, syncCrawledSites } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  CreateCrawlJobResponseModel,
  GetCrawlJobResponseModel,
  ListCrawlJobsResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkReadOptions } from "../sdk-read-options.ts";
import { callAs, readKnowledgeAsSdk } from "./support.ts";

const readAsSdk = {
  created: (body: unknown) => CreateCrawlJobResponseModel.parseOrThrow(body, sdkReadOptions),
  job: (body: unknown) => GetCrawlJobResponseModel.parseOrThrow(body, sdkReadOptions),
  list: (body: unknown) => ListCrawlJobsResponseModel.parseOrThrow(body, sdkReadOptions),
};

const page = (title: string, links: string[]) =>
  `<html><head><title>${title}</title></head><body><nav>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(" ")}</nav><p>This is the ${title} page.</p></body></html>`;

/** A small site: linked pages, one outside /guide, a text file, a page that is gone, a sitemap. */
const site: Record<string, string> = {
  "https://docs.example/": page("Home", [
    "/guide",
    "guide/setup#install",
    "/blog/post",
    "/notes.txt",
    "/missing",
    "https://elsewhere.example/page",
    "#top",
  ]),
  "https://docs.example/guide": page("Guide", ["/guide/deep", "/"]),
  "https://docs.example/guide/setup": page("Setup", ["/guide"]),
  "https://docs.example/guide/deep": page("Deep", ["/guide/deeper"]),
  "https://docs.example/guide/deeper": page("Deeper", []),
  "https://docs.example/guide/from-sitemap": page("Listed", []),
  "https://docs.example/blog/post": page("Post", []),
  "https://docs.example/notes.txt": "Plain notes, not a page.",
  "https://docs.example/sitemap.xml":
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://docs.example/guide/from-sitemap</loc></url><url><loc>https://elsewhere.example/x</loc></url></urlset>',
};

describe.each(databaseKinds)("knowledge base crawl jobs on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  const asked: string[] = [];
  /** Runs before a page is served (a test cancels its crawl here). */
  let beforeServing: (url: string) => Promise<void> = async () => {};
  const call = (method: "GET" | "POST", url: string, body?: unknown) =>
    callAs(server, owner)(method, url, body);
  const namesIn = async (folderId: string) =>
    readKnowledgeAsSdk
      .list(
        (await call("GET", `/v1/convai/knowledge-base?parent_folder_id=${folderId}&page_size=100`)).json(),
      )
      .documents.map((document) => document.name)
      .sort();

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    const fake: RemoteFileFetcher = {
      async open(url, options) {
        options.checkUrl(url);
        if (!options.allowAddress("93.184.215.14")) throw new Error("refused");
        asked.push(url.href);
        await beforeServing(url.href);
        const body = site[url.href];
        if (body === undefined) throw new RemoteFileStatusError(404);
        const bytes = new TextEncoder().encode(body);
        return (async function* () {
          yield bytes;
        })();
      },
    };
    server.ports.remoteFiles = fake;
  });
  afterAll(async () => server?.close());

  it("crawls a site breadth-first within its origin into a folder, with sitemaps, counting each page", async () => {
    const created = await call("POST", "/v1/convai/knowledge-base/crawl", {
      url: "https://docs.example/",
      max_depth: 1,
      sitemap_urls: ["https://docs.example/sitemap.xml"],
    });
    expect(created.statusCode, created.body).toBe(200);
    const job = readAsSdk.created(created.json());
    expect(job).toMatchObject({ type: "sitemap", status: "queued" });
    expect(job.folderPath).toEqual([{ id: job.rootFolderId, name: "docs.example" }]);

    asked.length = 0;
    await server.runJobs();
    const done = readAsSdk.job((await call("GET", `/v1/convai/knowledge-base/crawl/${job.id}`)).json());
    expect(done).toMatchObject({
      id: job.id,
      seedUrl: "https://docs.example/",
      status: "succeeded",
      maxPages: 50,
      rootFolderId: job.rootFolderId,
      // The seed, the sitemap's page and the seed's five links on the site; depth 1 stops there.
      pagesIdentified: 7,
      pagesScraped: 5,
      pagesSkipped: 1, // notes.txt is not a page
      pagesFailed: 1, // /missing
    });
    expect(asked).not.toContain("https://elsewhere.example/page");
    expect(asked).not.toContain("https://docs.example/guide/deep");
    expect(await namesIn(job.rootFolderId)).toEqual(["Guide", "Home", "Listed", "Post", "Setup"]);
    const guide = readKnowledgeAsSdk
      .list((await call("GET", "/v1/convai/knowledge-base?search=Setup")).json())
      .documents.find((document) => document.name === "Setup");
    expect(guide).toMatchObject({ type: "url", url: "https://docs.example/guide/setup" });

    const listed = readAsSdk.list(
      (await call("GET", `/v1/convai/knowledge-base/crawl?include_job_ids=${job.id}`)).json(),
    );
    expect(listed.crawlJobs.map((entry) => entry.id)).toEqual([job.id]);
  });

  it("follows only pages the pattern matches, deeper links up to max_depth, and stops at max_pages", async () => {
    const created = await call("POST", "/v1/convai/knowledge-base/crawl", {
      url: "https://docs.example/",
      pattern: "/guide",
      max_depth: 5,
      max_pages: 4,
    });
    const job = readAsSdk.created(created.json());
    await server.runJobs();
    const done = readAsSdk.job((await call("GET", `/v1/convai/knowledge-base/crawl/${job.id}`)).json());
    expect(done).toMatchObject({
      type: "discovery",
      pattern: "/guide",
      status: "succeeded",
      pagesIdentified: 8,
      pagesScraped: 4,
      pagesSkipped: 3, // the blog post, the text file and /missing are outside /guide
      pagesFailed: 0,
    });
    expect(await namesIn(job.rootFolderId)).toEqual(["Deep", "Guide", "Home", "Setup"]);
  });

  it("cancels a queued crawl before it starts and a running one before its next page", async () => {
    const queued = readAsSdk.created(
      (await call("POST", "/v1/convai/knowledge-base/crawl", { url: "https://docs.example/" })).json(),
    );
    const cancelled = await call("POST", `/v1/convai/knowledge-base/crawl/${queued.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(readAsSdk.job(cancelled.json()).status).toBe("cancelled");

    const running = readAsSdk.created(
      (
        await call("POST", "/v1/convai/knowledge-base/crawl", { url: "https://docs.example/", max_depth: 1 })
      ).json(),
    );
    beforeServing = async (url) => {
      if (url === "https://docs.example/guide")
        await call("POST", `/v1/convai/knowledge-base/crawl/${running.id}/cancel`);
    };
    try {
      await server.runJobs();
    } finally {
      beforeServing = async () => {};
    }
    const stopped = readAsSdk.job(
      (await call("GET", `/v1/convai/knowledge-base/crawl/${running.id}`)).json(),
    );
    expect(stopped.status).toBe("cancelled");
    // The page being fetched when the cancel came is kept; none after it is fetched.
    expect(await namesIn(running.rootFolderId)).toEqual(["Guide", "Home"]);
    expect(await namesIn(queued.rootFolderId)).toEqual([]);
    // Cancelling a crawl that ended leaves it as it ended.
    const again = await call("POST", `/v1/convai/knowledge-base/crawl/${running.id}/cancel`);
    expect(readAsSdk.job(again.json()).status).toBe("cancelled");
  });

  it("auto-syncs a crawled folder once its interval has passed: changed pages refreshed, gone pages removed", async () => {
    const job = readAsSdk.created(
      (
        await call("POST", "/v1/convai/knowledge-base/crawl", {
          url: "https://docs.example/guide",
          max_depth: 1,
          enable_auto_sync: true,
          auto_remove: true,
          minimum_frequency_days: 2,
        })
      ).json(),
    );
    await server.runJobs();
    expect(await namesIn(job.rootFolderId)).toEqual(["Deep", "Guide", "Home"]);
    const documents = readKnowledgeAsSdk.list(
      (await call("GET", `/v1/convai/knowledge-base?parent_folder_id=${job.rootFolderId}`)).json(),
    ).documents;
    const deep = documents.find((document) => document.name === "Deep")!;
    const contentOf = async (id: string) =>
      (await call("GET", `/v1/convai/knowledge-base/${id}/content`)).body;
    const [home, deepPage] = [site["https://docs.example/"]!, site["https://docs.example/guide/deep"]!];
    site["https://docs.example/guide/deep"] = deepPage.replace(
      "This is the Deep page.",
      "The deep page changed.",
    );
    delete site["https://docs.example/"];
    try {
      await syncCrawledSites(server.ports); // not due yet
      expect(await namesIn(job.rootFolderId)).toEqual(["Deep", "Guide", "Home"]);
      // Two days on for the sweep only: the test's sign-in would expire with them.
      const today = server.clock.now();
      server.clock.advanceDays(2);
      try {
        await syncCrawledSites(server.ports);
      } finally {
        server.clock.restartAt(today);
      }
      expect(await namesIn(job.rootFolderId)).toEqual(["Deep", "Guide"]);
      expect(await contentOf(deep.id)).toContain("The deep page changed.");
      // The crawls without auto-sync kept their Home page.
      const homes = readKnowledgeAsSdk.list(
        (await call("GET", "/v1/convai/knowledge-base?search=Home")).json(),
      );
      expect(homes.documents.length).toBeGreaterThan(1);
    } finally {
      site["https://docs.example/"] = home;
      site["https://docs.example/guide/deep"] = deepPage;
    }
  });

  it("refuses bad input with 422s and other workspaces' crawls with 404s", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: "http://docs.example/" }, messages.documentUrlInvalid("only https URLs are fetched")],
      [
        { url: "https://127.0.0.1/" },
        messages.documentUrlInvalid("127.0.0.1 is a private or loopback address"),
      ],
      [
        { url: "https://docs.example/", sitemap_urls: ["https://localhost/sitemap.xml"] },
        messages.documentUrlInvalid("localhost is a private or loopback address"),
      ],
      [{ url: "https://docs.example/", pattern: "(a+)+$" }, messages.crawlPatternRisky],
      [{ url: "https://docs.example/", pattern: "([" }, messages.crawlPatternInvalid],
      [{ url: "https://docs.example/", max_pages: 201 }, ""],
      [{ url: "https://docs.example/", max_depth: 6 }, ""],
      [{ url: "https://docs.example/", pattern: "x".repeat(501) }, ""],
      [{ url: "https://docs.example/", minimum_frequency_days: 0 }, ""],
    ];
    for (const [body, message] of cases) {
      const refused = await call("POST", "/v1/convai/knowledge-base/crawl", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      if (message) expect(refused.body).toContain(JSON.stringify(message).slice(1, -1));
    }
    const stranger = await createTestAccount(server);
    const mine = readAsSdk.list((await call("GET", "/v1/convai/knowledge-base/crawl")).json()).crawlJobs;
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await callAs(server, stranger)("GET", `/v1/convai/knowledge-base/crawl/${mine[0]!.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail.message).toBe(messages.crawlJobNotFound(mine[0]!.id));
    expect(
      readAsSdk.list((await callAs(server, stranger)("GET", "/v1/convai/knowledge-base/crawl")).json())
        .crawlJobs,
    ).toEqual([]);
  });
});
