/**
 * Hostile requests for one contract operation, generated from its schemas: for each part it takes
 * (path, query, JSON body, multipart form), a valid-looking request with one thing broken — a
 * wrong type, a missing field, a 1 MB string, a NUL or half a surrogate pair, JSON nested 10,000
 * deep, an array of 100,000 items, a traversal id, a malformed multipart body. Which field is
 * broken is chosen by a seeded generator, so a run is repeatable and every operation added to the
 * contract is covered without touching the suite.
 */
import type { HttpMethod, OperationDefinition } from "@chorus/contract";
import {
  type Field,
  fieldsOf,
  jsonSchemaOf,
  resolved,
  type SchemaAt,
  sampleValue,
} from "./json-schema-sample.ts";

export interface FuzzCase {
  /** What is broken, e.g. `body.text: 1 MB string`. */
  name: string;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Input no operation may accept (NUL, unpaired surrogates): anything but an error is a finding. */
  mustRefuse?: boolean;
  /** Names another workspace's resource. */
  foreign?: boolean;
}

type Random = () => number;

const megabyte = 1024 * 1024;
const json = { "content-type": "application/json" };
const boundary = "fuzzboundary";
const multipartType = { "content-type": `multipart/form-data; boundary=${boundary}` };

const pick = <T>(random: Random, items: readonly T[]): T | undefined =>
  items.length ? items[Math.floor(random() * items.length)] : undefined;

/** Up to `count` different items, in a seeded order. */
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (pool.length && chosen.length < count)
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** A value of another type than the field's (a string where a number goes, an object for a string…). */
function wrongTypeFor(field: Field, random: Random): unknown {
  const candidates: Record<string, unknown[]> = {
    string: [12345, true, { nested: "object" }, ["list"]],
    number: ["not a number", true, {}, [1]],
    integer: ["12abc", 1.5, false, {}],
    boolean: ["yes", 2, {}, []],
    array: ["not a list", 7, { 0: "a" }],
    object: ["not an object", 3, [1, 2]],
    null: ["text", 1],
    any: [12345, "text", { nested: "object" }],
  };
  return pick(random, candidates[field.kind] ?? candidates.any!);
}

/** A field that takes any JSON (an object without declared properties, or anything at all). */
const isFreeForm = (field: Field) =>
  field.kind === "any" || (field.kind === "object" && !resolved(field.at).properties);

/** JSON text nested `depth` deep, built as text (so the suite itself never recurses). */
const deeplyNested = (depth: number) => `${"[".repeat(depth)}0${"]".repeat(depth)}`;
const hundredThousandItems = `[${Array.from({ length: 100_000 }, () => '"x"').join(",")}]`;
const oneMegabyteString = () => JSON.stringify("a".repeat(megabyte));

/** `{...sample, [field]: <raw JSON text>}`: the sample body with one field replaced by JSON text. */
function bodyWith(sample: Record<string, unknown>, field: string, rawJson: string): string {
  const rest = JSON.stringify({ ...sample, [field]: null });
  const key = JSON.stringify(field);
  return rest.replace(`${key}:null`, `${key}:${rawJson}`);
}

function queryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

function multipartBody(fields: Record<string, string>, files: string[]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const name of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="sample.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      Buffer.from("RIFF\x24\x00\x00\x00WAVEnot really audio"),
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const asFormText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export function pathParamNames(op: OperationDefinition): string[] {
  return [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** Resources the requests name: the prober's own (so hostile input reaches the handler), and another workspace's. */
export interface CaseResources {
  own?: Record<string, string>;
  foreign?: Record<string, string>;
}

const encodedValues = (values: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, encodeURIComponent(value)]));

/**
 * The hostile requests for `op`. Path parameters name the prober's own resource when there is one
 * (`probe-<name>`, which names nothing, otherwise); `foreign` adds requests at another workspace's.
 */
export function hostileCases(
  op: OperationDefinition,
  random: Random,
  resources: CaseResources = {},
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const params = pathParamNames(op);
  const own = encodedValues(resources.own);
  const pathWith = (values: Record<string, string>) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? own[name] ?? `probe-${name}`);
  const probePath = pathWith({});

  const query: SchemaAt | undefined = op.request?.query ? jsonSchemaOf(op.request.query) : undefined;
  const sampleQuery = (query ? sampleValue(query) : {}) as Record<string, unknown>;
  const baseQuery = queryString(sampleQuery);

  const body: SchemaAt | undefined = op.request?.body ? jsonSchemaOf(op.request.body) : undefined;
  const sampleBody = body ? sampleValue(body) : undefined;
  const bodyFields = body ? fieldsOf(body) : [];
  const objectBody = (sampleBody ?? {}) as Record<string, unknown>;

  const form = op.request?.form;
  const formFields = form ? fieldsOf(jsonSchemaOf(form.fields)) : [];
  const sampleForm = form
    ? Object.fromEntries(
        Object.entries(sampleValue(jsonSchemaOf(form.fields)) as Record<string, unknown>).map(
          ([name, value]) => [name, asFormText(value)],
        ),
      )
    : {};

  /** The valid-looking request, with one part replaced. */
  const request = (
    name: string,
    change: {
      path?: string;
      query?: string;
      payload?: string | Buffer;
      headers?: Record<string, string>;
    } = {},
    flags: Pick<FuzzCase, "mustRefuse" | "foreign"> = {},
  ): FuzzCase => {
    const payload =
      "payload" in change
        ? change.payload
        : form
          ? multipartBody(sampleForm, form.files.slice(0, 1))
          : sampleBody !== undefined
            ? JSON.stringify(sampleBody)
            : undefined;
    const headers = change.headers ?? (form ? multipartType : payload !== undefined ? json : {});
    return {
      name,
      method: op.method,
      url: `${change.path ?? probePath}${change.query ?? baseQuery}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...flags,
    };
  };

  cases.push(request("a valid-looking request"));

  // Path parameters: one of them, chosen by the seed, broken four ways.
  const param = pick(random, params);
  if (param) {
    const broken = (value: string) => pathWith({ [param]: value });
    cases.push(request(`path.${param}: NUL`, { path: broken("a%00b") }, { mustRefuse: true }));
    cases.push(request(`path.${param}: ../../etc/passwd`, { path: broken("..%2F..%2Fetc%2Fpasswd") }));
    cases.push(request(`path.${param}: %2e%2e%2f`, { path: broken("%2e%2e%2f") }));
    cases.push(request(`path.${param}: 5,000 characters`, { path: broken("p".repeat(5000)) }));
  }

  // Query: one field broken three ways (the URL stays under the 8 KB limit, which edges.test.ts covers).
  const queryField = query ? pick(random, fieldsOf(query)) : undefined;
  if (queryField) {
    const withValue = (raw: string) => {
      const others = queryString(
        Object.fromEntries(Object.entries(sampleQuery).filter(([n]) => n !== queryField.name)),
      );
      return `${others ? `${others}&` : "?"}${encodeURIComponent(queryField.name)}=${raw}`;
    };
    cases.push(request(`query.${queryField.name}: NUL`, { query: withValue("a%00b") }, { mustRefuse: true }));
    cases.push(
      request(`query.${queryField.name}: wrong type, twice`, {
        query: `${withValue(encodeURIComponent(String(wrongTypeFor(queryField, random))))}&${encodeURIComponent(queryField.name)}=again`,
      }),
    );
    cases.push(request(`query.${queryField.name}: 6,000 characters`, { query: withValue("q".repeat(6000)) }));
  }

  if (body) {
    if (bodyFields.some((field) => field.required)) cases.push(request("body: {}", { payload: "{}" }));
    cases.push(request("body: not an object", { payload: pick(random, ['"text"', "42", "[]", "null"])! }));
    for (const field of pickSome(random, bodyFields, 2))
      cases.push(
        request(`body.${field.name}: wrong type`, {
          payload: JSON.stringify({ ...objectBody, [field.name]: wrongTypeFor(field, random) }),
        }),
      );
    const stringFields = bodyFields.filter((field) => field.kind === "string");
    const huge = pick(random, stringFields);
    if (huge)
      cases.push(
        request(`body.${huge.name}: 1 MB string`, {
          payload: bodyWith(objectBody, huge.name, oneMegabyteString()),
        }),
      );
    const [nulField, surrogateField] = [pick(random, stringFields), pick(random, stringFields)];
    if (nulField)
      cases.push(
        request(
          `body.${nulField.name}: NUL`,
          { payload: bodyWith(objectBody, nulField.name, '"a\\u0000b"') },
          { mustRefuse: true },
        ),
      );
    if (surrogateField)
      cases.push(
        request(
          `body.${surrogateField.name}: unpaired surrogate`,
          { payload: bodyWith(objectBody, surrogateField.name, '"a\\ud800b"') },
          { mustRefuse: true },
        ),
      );
    cases.push(request("body: nested 10,000 deep", { payload: deeplyNested(10_000) }));
    // 4,900 deep is 9.8 KB of JSON, under the 10 KB check a free-form field (metadata) may have.
    const nestedField = pick(random, bodyFields.filter(isFreeForm)) ?? pick(random, bodyFields);
    if (nestedField)
      cases.push(
        request(`body.${nestedField.name}: nested 4,900 deep`, {
          payload: bodyWith(objectBody, nestedField.name, `{"a":${deeplyNested(4_900)}}`),
        }),
      );
    const listField =
      pick(
        random,
        bodyFields.filter((field) => field.kind === "array"),
      ) ?? pick(random, bodyFields);
    cases.push(
      listField
        ? request(`body.${listField.name}: 100,000 items`, {
            payload: bodyWith(objectBody, listField.name, hundredThousandItems),
          })
        : request("body: 100,000 items", { payload: hundredThousandItems }),
    );
    cases.push(
      request(
        "body: a NUL in a key",
        { payload: JSON.stringify({ ...objectBody, "k\u0000": 1 }) },
        { mustRefuse: true },
      ),
    );
  }

  if (form) {
    const files = form.files.slice(0, 1);
    const validForm = multipartBody(sampleForm, files).toString("latin1");
    cases.push(request("multipart: no boundary", { headers: { "content-type": "multipart/form-data" } }));
    cases.push(request("multipart: junk", { payload: "this is not multipart at all" }));
    cases.push(
      request("multipart: truncated", {
        payload: Buffer.from(validForm.slice(0, Math.floor(validForm.length / 2)), "latin1"),
      }),
    );
    cases.push(request("multipart: JSON body", { payload: JSON.stringify(sampleForm), headers: json }));
    const textField = pick(random, formFields);
    if (textField) {
      cases.push(
        request(
          `form.${textField.name}: NUL`,
          { payload: multipartBody({ ...sampleForm, [textField.name]: "a\u0000b" }, files) },
          { mustRefuse: true },
        ),
      );
      cases.push(
        request(`form.${textField.name}: wrong type`, {
          payload: multipartBody(
            { ...sampleForm, [textField.name]: asFormText(wrongTypeFor(textField, random)) },
            files,
          ),
        }),
      );
      cases.push(
        request(`form.${textField.name}: 100 KB`, {
          payload: multipartBody({ ...sampleForm, [textField.name]: "f".repeat(100_000) }, files),
        }),
      );
    }
    // Some text fields hold JSON (labels, voice_settings, additional_formats), parsed by the contract.
    const jsonField =
      pick(
        random,
        formFields.filter((field) => field.kind !== "string"),
      ) ?? textField;
    if (jsonField)
      cases.push(
        request(`form.${jsonField.name}: JSON nested 4,900 deep`, {
          payload: multipartBody({ ...sampleForm, [jsonField.name]: `{"a":${deeplyNested(4_900)}}` }, files),
        }),
      );
  }

  if (resources.foreign) {
    const path = pathWith(encodedValues(resources.foreign));
    cases.push(request("another workspace's resource", { path }, { foreign: true }));
    if (body)
      cases.push(
        request("another workspace's resource, body: {}", { path, payload: "{}" }, { foreign: true }),
      );
  }
  return cases;
}
