import { messages, pronunciationRuleLimits } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../voices/cloning-support.ts";
import { createDictionary, readDictionaryAsSdk } from "./support.ts";

const tomato = { type: "phoneme", string_to_replace: "tomato", phoneme: "/təˈmeɪtoʊ/", alphabet: "ipa" };
const un = { type: "alias", string_to_replace: "UN", alias: "United Nations" };

describe.each(databaseKinds)("pronunciation dictionaries on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  const call = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown, token = owner.accessToken) =>
    server.request(method, url, { token, body });

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates a dictionary from rules and reads it back in the SDK's shapes", async () => {
    const created = await call("POST", "/v1/pronunciation-dictionaries/add-from-rules", {
      name: " Brand words ",
      description: "Names we say our way",
      rules: [un, tomato],
    });
    expect(created.statusCode, created.body).toBe(200);
    const added = readDictionaryAsSdk.added(created.json());
    expect(added).toMatchObject({
      name: "Brand words",
      createdBy: owner.user.id,
      versionRulesNum: 2,
      description: "Names we say our way",
      permissionOnResource: "admin",
    });

    const got = await call("GET", `/v1/pronunciation-dictionaries/${added.id}`);
    expect(got.statusCode, got.body).toBe(200);
    const dictionary = readDictionaryAsSdk.withRules(got.json());
    expect(dictionary).toMatchObject({
      id: added.id,
      latestVersionId: added.versionId,
      latestVersionRulesNum: 2,
    });
    expect(got.json().rules).toEqual([
      { ...un, case_sensitive: true, word_boundaries: true },
      { ...tomato, case_sensitive: true, word_boundaries: true },
    ]);
    expect(got.json().versions).toHaveLength(1);
  });

  it("refuses bad names and rules with the spec's messages, naming the field", async () => {
    const cases: [Record<string, unknown>, string, (string | number)[]][] = [
      [{ name: "  ", rules: [un] }, messages.pronunciationDictionaryNameRequired, ["body", "name"]],
      [
        { name: "x", rules: [{ ...un, string_to_replace: " " }] },
        messages.pronunciationRuleInputRequired,
        ["body", "rules", 0, "string_to_replace"],
      ],
      [
        { name: "x", rules: [un, { ...un, string_to_replace: "EU", alias: "" }] },
        messages.pronunciationRuleOutputRequired,
        ["body", "rules", 1, "alias"],
      ],
      [
        { name: "x", rules: [{ ...tomato, phoneme: "//" }] },
        messages.pronunciationRuleOutputRequired,
        ["body", "rules", 0, "phoneme"],
      ],
      [
        { name: "x", rules: [{ ...un, alias: "a".repeat(pronunciationRuleLimits.outputCharacters + 1) }] },
        messages.pronunciationRuleOutputTooLong(pronunciationRuleLimits.outputCharacters),
        ["body", "rules", 0, "alias"],
      ],
      [
        { name: "x", rules: [{ ...tomato, alphabet: "sampa" }] },
        messages.pronunciationAlphabetUnknown("sampa"),
        ["body", "rules", 0, "alphabet"],
      ],
    ];
    for (const [body, message, loc] of cases) {
      const response = await call("POST", "/v1/pronunciation-dictionaries/add-from-rules", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toContainEqual(expect.objectContaining({ loc, msg: message }));
    }
  });

  it("makes a new version for every rule change and keeps the old ones readable", async () => {
    const { id, version_id: first } = await createDictionary(server, owner, "Versions", [un]);
    const added = await call("POST", `/v1/pronunciation-dictionaries/${id}/add-rules`, {
      rules: [tomato, { ...un, alias: "the United Nations", case_sensitive: false }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const second = readDictionaryAsSdk.rules(added.json());
    expect(second).toMatchObject({ id, versionRulesNum: 2 });
    expect(second.versionId).not.toBe(first);

    const removed = readDictionaryAsSdk.rules(
      (
        await call("POST", `/v1/pronunciation-dictionaries/${id}/remove-rules`, { rule_strings: ["tomato"] })
      ).json(),
    );
    expect(removed.versionRulesNum).toBe(1);
    const set = readDictionaryAsSdk.rules(
      (await call("POST", `/v1/pronunciation-dictionaries/${id}/set-rules`, { rules: [tomato] })).json(),
    );
    expect(set.versionRulesNum).toBe(1);

    const got = (await call("GET", `/v1/pronunciation-dictionaries/${id}`)).json();
    expect(got.latest_version_id).toBe(set.versionId);
    expect(got.rules.map((rule: { string_to_replace: string }) => rule.string_to_replace)).toEqual([
      "tomato",
    ]);
    expect(got.versions.map((version: { version_id: string }) => version.version_id)).toEqual([
      set.versionId,
      removed.versionId,
      second.versionId,
      first,
    ]);

    // The second version still holds what it held: the replaced UN rule, then tomato.
    const download = await call("GET", `/v1/pronunciation-dictionaries/${id}/${second.versionId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pls+xml");
    expect(download.headers["content-disposition"]).toContain("Versions.pls");
    const lexicon = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "lexeme" }).parse(
      download.body,
    ).lexicon;
    expect(lexicon["@_alphabet"]).toBe("ipa");
    expect(lexicon.lexeme).toEqual([
      { grapheme: "tomato", phoneme: "təˈmeɪtoʊ" },
      { grapheme: "UN", alias: "the United Nations" },
    ]);

    const unknownVersion = await call("GET", `/v1/pronunciation-dictionaries/${id}/nope/download`);
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.json().detail.status).toBe("pronunciation_dictionary_not_found");
  });

  it("creates dictionaries from PLS, XML and TXT files and refuses other files", async () => {
    const pls = `<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">
  <lexeme><grapheme>Chorus</grapheme><grapheme>CHORUS</grapheme><phoneme>ˈkɔːrəs</phoneme></lexeme>
  <lexeme><grapheme>tomato</grapheme><phoneme alphabet="cmu-arpabet">T AH0 M EY1 T OW2</phoneme></lexeme>
  <lexeme><grapheme>W3C</grapheme><alias>World Wide Web Consortium</alias></lexeme>
</lexicon>`;
    const bytes = new TextEncoder().encode(pls);
    for (const name of ["lexicon.pls", "lexicon.xml"]) {
      const response = await postForm(
        server,
        owner,
        "/v1/pronunciation-dictionaries/add-from-file",
        { name },
        [{ name, type: "application/pls+xml", bytes, field: "file" }],
      );
      expect(response.statusCode, response.body).toBe(200);
      const added = readDictionaryAsSdk.added(response.json());
      expect(added.versionRulesNum).toBe(4);
      const rules = (await call("GET", `/v1/pronunciation-dictionaries/${added.id}`)).json().rules;
      expect(rules).toContainEqual(
        expect.objectContaining({ string_to_replace: "CHORUS", phoneme: "ˈkɔːrəs" }),
      );
      expect(rules).toContainEqual(
        expect.objectContaining({
          string_to_replace: "tomato",
          phoneme: "T AH0 M EY1 T OW2",
          alphabet: "cmu-arpabet",
        }),
      );
      expect(rules).toContainEqual(
        expect.objectContaining({
          type: "alias",
          string_to_replace: "W3C",
          alias: "World Wide Web Consortium",
        }),
      );
    }

    const txt = "# brand words\nNASA = /ˈnæsə/\nSQL\tsequel\ntomato = cmu:/T AH0 M EY1 T OW2/\n";
    const fromTxt = await postForm(
      server,
      owner,
      "/v1/pronunciation-dictionaries/add-from-file",
      { name: "txt" },
      [{ name: "words.txt", type: "text/plain", bytes: new TextEncoder().encode(txt), field: "file" }],
    );
    expect(fromTxt.statusCode, fromTxt.body).toBe(200);
    const txtRules = (await call("GET", `/v1/pronunciation-dictionaries/${fromTxt.json().id}`)).json().rules;
    expect(txtRules.map((rule: Record<string, string>) => [rule.type, rule.string_to_replace])).toEqual([
      ["phoneme", "NASA"],
      ["alias", "SQL"],
      ["phoneme", "tomato"],
    ]);

    const wrongType = await postForm(
      server,
      owner,
      "/v1/pronunciation-dictionaries/add-from-file",
      { name: "x" },
      [{ name: "words.csv", type: "text/csv", bytes: new TextEncoder().encode("a,b"), field: "file" }],
    );
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().detail[0].msg).toBe(messages.pronunciationFileType);

    const broken = await postForm(
      server,
      owner,
      "/v1/pronunciation-dictionaries/add-from-file",
      { name: "x" },
      [
        {
          name: "broken.pls",
          type: "application/pls+xml",
          bytes: new TextEncoder().encode("<lexicon><lexeme>"),
          field: "file",
        },
      ],
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().detail[0].msg).toContain("The pronunciation file could not be read");

    const emptyRule = await postForm(
      server,
      owner,
      "/v1/pronunciation-dictionaries/add-from-file",
      { name: "x" },
      [
        {
          name: "empty.txt",
          type: "text/plain",
          bytes: new TextEncoder().encode("NASA = \n"),
          field: "file",
        },
      ],
    );
    expect(emptyRule.statusCode).toBe(422);
  });

  it("renames, archives and lists a page at a time", async () => {
    const account = await createTestAccount(server);
    const ids: string[] = [];
    for (const name of ["Charlie", "alpha", "Bravo"])
      ids.push((await createDictionary(server, account, name, [un])).id);
    const renamed = await call(
      "PATCH",
      `/v1/pronunciation-dictionaries/${ids[0]}`,
      { name: "Delta" },
      account.accessToken,
    );
    expect(readDictionaryAsSdk.metadata(renamed.json()).name).toBe("Delta");

    const byName = async (query: string) => {
      const response = await call(
        "GET",
        `/v1/pronunciation-dictionaries?${query}`,
        undefined,
        account.accessToken,
      );
      expect(response.statusCode, response.body).toBe(200);
      return readDictionaryAsSdk.list(response.json());
    };
    const first = await byName("sort=name&sort_direction=ASCENDING&page_size=2");
    expect(first.pronunciationDictionaries.map((d) => d.name)).toEqual(["alpha", "Bravo"]);
    expect(first.hasMore).toBe(true);
    const second = await byName(`sort=name&sort_direction=ASCENDING&page_size=2&cursor=${first.nextCursor}`);
    expect(second.pronunciationDictionaries.map((d) => d.name)).toEqual(["Delta"]);
    expect(second.hasMore).toBe(false);

    const archived = await call(
      "PATCH",
      `/v1/pronunciation-dictionaries/${ids[1]}`,
      { archived: true },
      account.accessToken,
    );
    expect(archived.json().archived_time_unix).toBeGreaterThan(0);
    expect((await byName("sort=name")).pronunciationDictionaries.map((d) => d.name)).toEqual([
      "Delta",
      "Bravo",
    ]);
    expect((await byName("include_archived=true")).pronunciationDictionaries).toHaveLength(3);
    const restored = await call(
      "PATCH",
      `/v1/pronunciation-dictionaries/${ids[1]}`,
      { archived: false },
      account.accessToken,
    );
    expect(restored.json().archived_time_unix).toBeNull();
  });

  it("lets viewers read and use dictionaries but not save them", async () => {
    const { id } = await createDictionary(server, owner, "Team words", [un]);
    const viewerAccount = await createTestAccount(server);
    const viewer = await addTestMember(server, owner.workspace.id, viewerAccount.user.id, "viewer");
    const read = await call("GET", `/v1/pronunciation-dictionaries/${id}`, undefined, viewer.accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.json().permission_on_resource).toBe("viewer");
    for (const [method, url, body] of [
      ["POST", "/v1/pronunciation-dictionaries/add-from-rules", { name: "x", rules: [un] }],
      ["POST", `/v1/pronunciation-dictionaries/${id}/add-rules`, { rules: [tomato] }],
      ["PATCH", `/v1/pronunciation-dictionaries/${id}`, { name: "renamed" }],
    ] as const) {
      const response = await call(method, url, body, viewer.accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toEqual({
        status: "forbidden",
        message: messages.pronunciationEditorRoleRequired,
      });
    }
  });
});
