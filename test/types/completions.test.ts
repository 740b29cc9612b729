import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { publishedOptions, SETTINGS } from "./settings";

// What an editor shows, asked of TypeScript's language service as editors ask
// it: the completions at a cursor, and the messages of a file, with each set
// of compiler options a project may have (see settings.ts). The file is held
// in memory beside this one and imports the package by its name.
const here = fileURLToPath(new URL(".", import.meta.url));
const file = join(here, "editor.ts");

const header = `
import { endpoint } from "fluent-endpoint";
import type { paths as Figma } from "./descriptions/figma.js";
import type { paths as GitHub } from "@octokit/openapi-types";
interface Pets {
  "/pets": { get: { parameters: { query?: { limit?: number } }; responses: {} }; post: { parameters: {}; requestBody: { content: { "application/json": { name: string } } }; responses: {} } };
  "/pets/{petId}": { get: { parameters: { path: { petId: string } }; responses: {} }; delete: { parameters: { path: { petId: string } }; responses: {} } };
  "/store/order": { post: { parameters: {}; requestBody: { content: { "application/json": { petId: string } } }; responses: {} } };
}
const pets = endpoint.withTypes<Pets>({ baseUrl: "https://pets.example", accept: "application/json" });
const figma = endpoint.withTypes<Figma>({ baseUrl: "https://api.figma.com", accept: "application/json" });
const github = endpoint.withTypes<GitHub>();
`;

/** An editor's view of one in-memory file under `options`: each question is an edit of the file, so the description and the declarations are read once. */
function editor(options: ts.CompilerOptions) {
  let text = "";
  let version = 0;
  const languageService = ts.createLanguageService({
    getScriptFileNames: () => [file],
    getScriptVersion: (name) => (name === file ? String(version) : "0"),
    getScriptSnapshot: (name) =>
      name === file ? ts.ScriptSnapshot.fromString(text) : ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(readFileSync(name, "utf8")) : undefined,
    getCurrentDirectory: () => here,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  const service = (edited: string): ts.LanguageService => {
    text = edited;
    version += 1;
    return languageService;
  };
  return {
    /** The completions where `|` stands in `line`, written after the header. */
    completions(line: string): string[] {
      const edited = header + line.replace("|", "");
      const at = header.length + line.indexOf("|");
      return (service(edited).getCompletionsAtPosition(file, at, {})?.entries ?? []).map((entry) => entry.name).sort();
    },
    /** The messages of `line`, written after the header, each flattened to one text. */
    messages(line: string): string[] {
      return service(header + line)
        .getSemanticDiagnostics(file)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
    /** What the messages of `line` underline, the text of each span. */
    underlined(line: string): string[] {
      return service(header + line)
        .getSemanticDiagnostics(file)
        .map((diagnostic) => line.slice((diagnostic.start ?? 0) - header.length, (diagnostic.start ?? 0) - header.length + (diagnostic.length ?? 0)));
    },
  };
}

describe.each(SETTINGS)("under $name", { timeout: 60_000 }, (settings) => {
  const { completions, messages, underlined } = editor(publishedOptions(settings));

  describe("completion in an editor", () => {
    it("offers the METHOD path pairs the description has, from an empty string", () => {
      expect(completions(`pets("|");`)).toEqual(["DELETE /pets/{petId}", "GET /pets", "GET /pets/{petId}", "POST /pets", "POST /store/order"]);
      expect(completions(`pets("|", {});`)).toEqual(["DELETE /pets/{petId}", "GET /pets", "GET /pets/{petId}", "POST /pets", "POST /store/order"]);
      expect(completions(`pets.builder().route("|");`)).toEqual([
        "DELETE /pets/{petId}",
        "GET /pets",
        "GET /pets/{petId}",
        "POST /pets",
        "POST /store/order",
      ]);
    });

    it("offers no route the description lacks, on a large description too", () => {
      const routes = completions(`github("|");`);
      expect(routes).toContain("GET /repos/{owner}/{repo}");
      expect(routes).toContain("POST /repos/{owner}/{repo}/issues");
      expect(routes).not.toContain("DELETE /user");
      expect(routes).not.toContain("GET /markdown");
      expect(completions(`figma("|");`)).toContain("POST /v1/files/{file_key}/comments");
      expect(completions(`figma("|");`)).not.toContain("DELETE /v1/me");
    });

    it("offers a route's parameter names, in the options and in the builder", () => {
      expect(completions(`pets("GET /pets/{petId}", { | });`)).toEqual(expect.arrayContaining(["petId", "headers", "baseUrl"]));
      expect(completions(`pets("GET /pets/{petId}", { | });`)).not.toContain("limit");
      expect(completions(`pets.builder().route("POST /pets").param("|");`)).toEqual(["name"]);
      expect(completions(`figma.builder().route("GET /v1/files/{file_key}").param("|");`)).toEqual(
        expect.arrayContaining(["file_key", "depth", "version"]),
      );
    });
  });

  describe("messages in an editor", () => {
    it("say in words that a route is not in the description, or has other methods", () => {
      expect(messages(`pets("GET /pet", {});`)).toEqual([expect.stringContaining("RouteNotInDescription")]);
      expect(messages(`pets("GET /store/order", {});`)).toEqual([expect.stringContaining('MethodNotInDescription<"POST">')]);
      expect(messages(`pets("PUT /pets");`)).toEqual([expect.stringContaining('MethodNotInDescription<"GET" | "POST">')]);
      expect(messages(`pets.builder().route("GET /store/order");`)).toEqual([expect.stringContaining('MethodNotInDescription<"POST">')]);
    });

    it("underline the route, not an option, for a route the description lacks, naming what the path has", () => {
      const lacking = [
        `pets("GET /store/order", { petId: "1" });`,
        `pets("DELETE /pets", { limit: 1 });`,
        `pets("GET /pet", { limit: 1 });`,
        `pets.defaults({ petId: "7" })("PATCH /pets/{petId}", { petId: "8" });`,
        `github("PATCH /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js" });`,
        `pets.builder().route("GET /store/order");`,
      ];
      expect(lacking.map((line) => underlined(line))).toEqual([
        ['"GET /store/order"'],
        ['"DELETE /pets"'],
        ['"GET /pet"'],
        ['"PATCH /pets/{petId}"'],
        ['"PATCH /repos/{owner}/{repo}/issues"'],
        ['"GET /store/order"'],
      ]);
      expect(lacking.map((line) => messages(line)[0]?.split("\n").at(-1)?.trim())).toEqual([
        `Type 'string' is not assignable to type 'MethodNotInDescription<"POST">'.`,
        `Type 'string' is not assignable to type 'MethodNotInDescription<"GET" | "POST">'.`,
        `Type 'string' is not assignable to type 'RouteNotInDescription<"GET /pet">'.`,
        `Type 'string' is not assignable to type 'MethodNotInDescription<"GET" | "DELETE">'.`,
        `Type 'string' is not assignable to type 'MethodNotInDescription<"GET" | "POST">'.`,
        `Type 'string' is not assignable to type 'MethodNotInDescription<"POST">'.`,
      ]);
    });

    it("underline the option at fault for a route the description has", () => {
      expect(underlined(`pets("GET /pets", { limt: 1 });`)).toEqual(["limt"]);
      expect(underlined(`pets("GET /pets/{petId}", { petId: 7 });`)).toEqual(["petId"]);
      expect(underlined(`pets("POST /pets", {});`)).toEqual(["{}"]);
    });

    it("name one signature only", () => {
      const all = [
        ...messages(`pets("GET /pets/{petId}", {});`),
        ...messages(`pets("GET /pets/{petId}");`),
        ...messages(`pets("GET /pets", { limt: 1 });`),
        ...messages(`pets("GET /pet");`),
        ...messages(`pets.defaults({ petId: "7" })("GET /pets", { limt: 1 });`),
        ...messages(`pets.builder().route("GET /pet");`),
        ...messages(`pets.builder().route("GET /pets").params({ limt: 1 });`),
        ...messages(`pets.builder().route("GET /pets/{petId}").build();`),
      ];
      expect(all).toHaveLength(8);
      for (const message of all) expect(message).not.toMatch(/overload/i);
      expect(all[1]).toContain('MissingParameters<"petId">');
      expect(all[2]).toContain("'limt' does not exist");
    });
  });
});
