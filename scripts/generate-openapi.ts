// Writes packages/contract/openapi.json from the contract. With --check, fails when the committed
// copy differs from what the contract generates now (the CI drift check).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "@chorus/contract";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "packages", "contract", "openapi.json");
const generated = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv.includes("--check")) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (committed !== generated) {
    console.error(
      "packages/contract/openapi.json is stale: run `npm run contract:generate` and commit the result.",
    );
    process.exit(1);
  }
  console.log("openapi.json matches the contract");
} else {
  fs.writeFileSync(target, generated);
  console.log(`wrote ${path.relative(root, target)}`);
}
