// Loads many test files into one test process, each under a suite named after its file, so the
// module graph (fastify, drizzle, PGlite, the SDKs, our own code) is imported once, not once per
// file: that start cost was about a quarter of the suite's time. A file is required inside its
// suite's body, so the hooks it declares at its top level (before, after) belong to that suite and
// run around its tests only, as they would in a process of its own.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe } from 'node:test';

const requireTestFile = createRequire(__filename);
const root = path.resolve(__dirname, '..');
const files: string[] = JSON.parse(process.env.API_TEST_FILES ?? '[]');

for (const file of files) describe(path.relative(root, file), () => void requireTestFile(file));
