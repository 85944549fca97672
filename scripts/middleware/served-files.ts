/** Writes lib/middleware/generated/served-files.ts: the files the middleware lets through by name (prebuild, predev). */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deriveServedFiles, servedFilesModule } from "./derive-served-files";

const ROOT = process.cwd();
const paths = deriveServedFiles(ROOT);
mkdirSync(join(ROOT, "lib", "middleware", "generated"), { recursive: true });
writeFileSync(join(ROOT, "lib", "middleware", "generated", "served-files.ts"), servedFilesModule(paths));
console.log(`served files: ${paths.join(" ")} → lib/middleware/generated/served-files.ts`);
