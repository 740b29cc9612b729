import { defineConfig } from "vitest/config";

// `npm run test:package`: the packed tarball installed into a new project (see
// test/tarball/). Kept out of `npm test`, whose config excludes that folder.
export default defineConfig({
  test: {
    include: ["test/tarball/**/*.test.ts"],
    // Packing and an offline install into a new project, before the tests.
    hookTimeout: 120_000,
  },
});
