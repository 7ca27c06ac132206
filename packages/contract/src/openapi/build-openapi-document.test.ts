import { describe, expect, it } from "vitest";
import { allOperations } from "../operations/index.ts";
import { buildOpenApiDocument } from "./build-openapi-document.ts";

describe("buildOpenApiDocument", () => {
  const document = buildOpenApiDocument() as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[] }>
    >;
    components: { schemas: Record<string, unknown> };
  };

  it("is OpenAPI 3.1 with every contract operation under its path and method", () => {
    expect(document.openapi).toBe("3.1.0");
    for (const operation of allOperations) {
      expect(document.paths[operation.path]?.[operation.method.toLowerCase()]?.operationId).toBe(
        operation.operationId,
      );
    }
  });

  it("declares the 422 validation body on every operation and resolves every $ref", () => {
    const refs = JSON.stringify(document).match(/#\/components\/schemas\/[\w.-]+/g) ?? [];
    for (const ref of refs) expect(document.components.schemas).toHaveProperty(ref.split("/").pop()!);
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) expect(operation.responses).toHaveProperty("422");
    }
  });

  it("has unique operation ids", () => {
    const ids = allOperations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
