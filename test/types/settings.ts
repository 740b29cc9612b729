import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

// The two sets of compiler options every type test holds under: `strict`
// alone, and what TypeScript 5.9's `tsc --init` writes for a new project
// (`exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`,
// `verbatimModuleSyntax`, `module: nodenext`, …). Each is a tsconfig beside
// this file; vitest's typecheck compiles the `*.test-d.ts` files under the
// first (against src/), tsc-init-settings.test.ts under the second (against
// the built declarations, as a new project installing the package reads them).

export const root = fileURLToPath(new URL("../..", import.meta.url));

export interface Settings {
  /** How a test names them. */
  readonly name: string;
  /** The tsconfig, relative to the repository. */
  readonly tsconfig: string;
}

export const STRICT: Settings = { name: "strict alone", tsconfig: "test/types/tsconfig.strict.json" };
export const TSC_INIT: Settings = { name: "tsc --init's settings", tsconfig: "test/types/tsconfig.init.json" };
export const SETTINGS = [STRICT, TSC_INIT] as const;

/** The tsconfig of `settings`, parsed: its options and its files. */
export function parsedConfig(settings: Settings): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(`${root}${settings.tsconfig}`, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (config === undefined) throw new Error(`cannot read ${settings.tsconfig}`);
  if (config.errors.length > 0) throw new Error(config.errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, "\n")).join("\n"));
  return config;
}

/**
 * The options of `settings` for code that imports "fluent-endpoint" as a
 * user's project does: through package.json `exports`, to the built
 * declarations (the strict tsconfig maps the name to src/ for the type
 * tests; here that mapping is left out, so that what is checked is what
 * users get). Each set has its own standard library, as a project has.
 */
export function publishedOptions(settings: Settings): ts.CompilerOptions {
  if (!existsSync(`${root}dist/index.d.ts`)) throw new Error("dist/index.d.ts is missing: `npm test` builds it first; run `npm run build`");
  const { paths: _toSource, pathsBasePath: _base, ...options } = parsedConfig(settings).options;
  return { ...options, noEmit: true };
}

/** A diagnostic as one text: its code, then every line of its message chain. */
export function textOf(diagnostic: ts.Diagnostic): string {
  return `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
}
