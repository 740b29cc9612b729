import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import type { Octokit } from "@octokit/core";
import type { paginateRest } from "@octokit/plugin-paginate-rest";
import type { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";

/** An Octokit with both plugins, as `Octokit.plugin(paginateRest, restEndpointMethods)` makes it. */
export type StackOctokit = Octokit & ReturnType<typeof paginateRest> & ReturnType<typeof restEndpointMethods>;
export type StackClass = new (options?: ConstructorParameters<typeof Octokit>[0]) => StackOctokit;

const root = fileURLToPath(new URL("../..", import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };

/**
 * The stack a user bundles, core and both plugins, written to `folder` and
 * loaded: with `alias` as the user's bundler config would give it, or as it
 * ships when there is none. `inputs` are the files the bundle holds.
 *
 * esbuild follows tsconfig.json, which maps the package's own names to its
 * source in this tree: the alias `"fluent-endpoint/octokit"`, as a user
 * writes it, bundles src/ here, the code under test without a build (the
 * installed-tarball test bundles the published files with the same line).
 */
export async function bundleStack(
  folder: string,
  name: string,
  alias?: Record<string, string>,
): Promise<{ Stack: StackClass; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: [
        'import { Octokit } from "@octokit/core";',
        'import { paginateRest } from "@octokit/plugin-paginate-rest";',
        'import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";',
        "export const Stack = Octokit.plugin(paginateRest, restEndpointMethods);",
      ].join("\n"),
      resolveDir: root,
      loader: "js",
    },
    absWorkingDir: root,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    write: false,
    metafile: true,
    logLevel: "silent",
    ...(alias === undefined ? {} : { alias }),
    define: { __FLUENT_ENDPOINT_VERSION__: JSON.stringify(version) },
  });
  const file = join(folder, `${name}.mjs`);
  writeFileSync(file, result.outputFiles[0]!.text);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { Stack: StackClass };
  return { Stack: loaded.Stack, inputs: Object.keys(result.metafile.inputs) };
}
