import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkApiDocs, checkPage, type SiteConfig } from "../../scripts/check-api-docs.mjs";

// Builds the reference site as `npm run docs` does, into a directory of its
// own, and holds it to scripts/check-api-docs.mjs: one title, every guide and
// export with its page, no "On This Page" entry without text or anchor. One
// more document is added for the build: headings made only of code, which
// TypeDoc alone would give the anchor `#_`.
const root = fileURLToPath(new URL("../..", import.meta.url));
const config = JSON.parse(readFileSync(join(root, "typedoc.json"), "utf8")) as SiteConfig;
const codeHeadings = "test/docs/fixtures/code-headings.md";
let site: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "fluent-endpoint-site-"));
  const documents = [...(config.projectDocuments ?? []), codeHeadings].flatMap((file) => ["--projectDocuments", file]);
  await promisify(execFile)(
    process.execPath,
    [
      join(root, "node_modules/typedoc/bin/typedoc"),
      ...["--html", site, "--json", join(site, "api.json"), ...documents],
      // tsc --noEmit and npm run docs check the types; the site needs no second check.
      "--skipErrorChecking",
    ],
    { cwd: root },
  );
}, 120_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("the reference site", () => {
  it("has what a reader needs, every heading with an anchor and an entry", () => {
    expect(checkApiDocs(site, config).problems).toEqual([]);
  });

  it("names headings made only of code by their code", () => {
    const page = readFileSync(join(site, "documents/Headings_made_of_code.html"), "utf8");
    expect([...page.matchAll(/<h2 id="([^"]*)"[^>]*>(.*?)<a/g)].map((match) => [match[1], match[2]])).toEqual([
      ["endpointmerge", "<code>endpoint.merge()</code>"],
      ["defaults", "<code>DEFAULTS</code>"],
      ["endpointparse-and-endpointmerge", "<code>endpoint.parse()</code> and <code>endpoint.merge()</code>"],
    ]);
    expect(page).toContain('<a href="#endpointmerge"><span>endpoint.merge()</span></a>');
  });

  it("documents each error's key, on its own page and on each error class", () => {
    const keys = readFileSync(join(site, "types/FluentEndpointErrorKey.html"), "utf8");
    for (const key of ["expected", "required", "unclosed", "unsafePath"]) expect(keys).toContain(`<code>${key}</code>`);
    for (const page of ["FluentEndpointError", "InvalidArgumentError", "UriTemplateError", "UnsafePathParameterError"]) {
      expect(readFileSync(join(site, `classes/${page}.html`), "utf8")).toContain('id="key"');
    }
  });

  it("links the README's guides to their pages, not to the CDN", () => {
    const index = readFileSync(join(site, "index.html"), "utf8");
    expect(index).toContain('<a href="documents/Getting_started.html">Getting started</a>');
    expect(index).not.toContain("cdn.jsdelivr.net/npm/fluent-endpoint@1/docs/");
  });
});

/** A page of the site as HTML. */
const page = (file: string) => readFileSync(join(site, file), "utf8");

/** The sections of a page's members, by member name, in the order of the page. */
function memberSections(html: string): Map<string, string> {
  const sections = new Map<string, string>();
  const starts = [...html.matchAll(/<section class="tsd-panel tsd-member[^"]*">\s*<h3 class="tsd-anchor-link" id="[^"]+"><span>(.*?)<\/span>/g)];
  starts.forEach((match, index) => sections.set(match[1]!.replace(/<wbr\/>/g, ""), html.slice(match.index, starts[index + 1]?.index)));
  return sections;
}

/** The site's navigation, as the page script reads it from assets/navigation.js. */
interface NavigationElement {
  text: string;
  path?: string;
  children?: NavigationElement[];
}
function navigation(): NavigationElement[] {
  const data = /window\.navigationData = "([^"]+)"/.exec(page("assets/navigation.js"))![1]!;
  return JSON.parse(inflateSync(Buffer.from(data, "base64")).toString("utf8")) as NavigationElement[];
}

// Each point of issue 21's item 7: a page shows what a user writes and gets back.
describe("the reference reads like the code users write", () => {
  const chain = ["route", "method", "baseUrl", "param", "params", "header", "headers", "preview", "format", "data", "request", "with", "options", "build"];

  it("shows the fields of endpoint()'s result on its page, not a type helper's name", () => {
    const html = page("functions/endpoint.html");
    const calls = html.slice(0, html.indexOf('id="builder"'));
    for (const field of ["method", "url", "headers", "body?", "request?"]) expect(calls).toContain(`<li><code>${field}</code>: `);
    for (const plumbing of ["RouteResult", "EndpointResult", "RouteOptionsCheck", "RouteCheck", "UrlCheck", "NoInfer"]) {
      expect(calls).not.toContain(`>${plumbing}<`);
    }
    expect(calls.match(/Returns <a href="[^"]*RequestOptions\.html"/g)).toHaveLength(3);
  });

  it("lists RequestBuilder's and TypedRequestBuilder's methods in the order of a chain", () => {
    for (const file of ["classes/RequestBuilder.html", "interfaces/TypedRequestBuilder.html"]) {
      const members = [...memberSections(page(file)).keys()].filter((name) => name !== "constructor");
      expect(members, file).toEqual(chain);
    }
  });

  it("shows a builder's type parameters after its methods, without in and out", () => {
    const html = page("classes/RequestBuilder.html");
    // `in` also reads a mapped type (`[Name in keyof Params]`); as a modifier it precedes a type parameter.
    expect(html).not.toMatch(/tsd-signature-keyword">(in|out)<\/span> (<[^>]+>)*(Variables|Missing|Provided)</);
    expect(html.indexOf('id="type-parameters"')).toBeGreaterThan(html.indexOf('id="build"'));
    expect(html.indexOf('id="type-parameters"')).toBeGreaterThan(html.indexOf('<section class="tsd-panel tsd-member'));
  });

  it("gives .param() return types without a conditional type", () => {
    const param = memberSections(page("classes/RequestBuilder.html")).get("param")!;
    expect(param.match(/class="tsd-signature tsd-anchor-link"/g)).toHaveLength(2);
    expect(param).not.toMatch(/tsd-signature-symbol">\?</);
  });

  it("lists a function's exceptions under one Throws heading", () => {
    const pages = readdirSync(site, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    const repeated = pages.flatMap((file) =>
      page(file)
        .split('<div class="tsd-signature tsd-anchor-link"')
        .filter((signature) => (signature.match(/>Throws<a /g) ?? []).length > 1)
        .map(() => file),
    );
    expect(repeated).toEqual([]);
    const throws = memberSections(page("functions/endpoint.html")).get("parse")!;
    expect(throws.match(/>Throws<a /g)).toHaveLength(1);
    expect(throws).toContain("UnsafePathParameterError</a> when");
  });

  it("keeps the type helpers out of the navigation, and explains the names messages use", () => {
    const groups = navigation().map((element) => element.text);
    expect(groups).not.toContain("Type helpers");
    expect(groups).toEqual(expect.arrayContaining(["Guides", "Endpoint", "Builder", "Compile errors"]));
    const guides = navigation().find((element) => element.text === "Guides")!.children!.map((element) => element.text);
    expect(guides).toContain("Reading a compile error");
    const guide = page("documents/Reading_a_compile_error.html");
    for (const name of ["MissingPathParameters", "MissingParameters", "RouteNotInDescription", "MethodNotInDescription", "PathParameters", "NoOptions", "RouteOptionsCheck"]) {
      expect(guide, name).toMatch(new RegExp(`<a href="[^"]+/${name}\\.html"[^>]*>\\s*${name}</a>`));
    }
    // Their pages stay, for the links.
    expect(page("types/RouteOptionsCheck.html")).toContain("RouteOptionsCheck");
  });

  it("shows error classes without an unexported interface or empty headings, and with their key", () => {
    for (const name of ["FluentEndpointError", "InvalidArgumentError", "UriTemplateError", "UnsafePathParameterError"]) {
      const html = page(`classes/${name}.html`);
      expect(html, name).not.toContain("ErrorFields");
      expect(html, name).not.toMatch(/<h4>Implements<\/h4>/);
      expect(html, name).not.toMatch(/id="methods"/);
      expect(html, name).toContain('id="key"');
    }
  });
});

describe("checkPage", () => {
  const page = (entries: string, ids: string) =>
    `<main>${ids}</main><details open class="tsd-accordion tsd-page-navigation"><summary><h3>On This Page</h3></summary>` +
    `<div class="tsd-accordion-details">${entries}</div></details></div><div class="site-menu"></div>`;

  it("passes entries with text and an anchor on the page", () => {
    expect(checkPage(page('<a href="#install"><span>Install</span></a>', '<h2 id="install">Install</h2>'), "p.html")).toEqual([]);
  });

  it("fails on an anchor made of nothing, an entry without text and an entry without its anchor", () => {
    const html = page(
      '<a href="#_"><span></span></a><a href="#_-1"><span>/</span></a><a href="#gone"><span>Gone</span></a>',
      '<h2 id="_"><code>merge()</code></h2><h2 id="_-1"><code>/</code></h2>',
    );
    expect(checkPage(html, "p.html")).toEqual([
      "p.html: a heading without text has the anchor #_",
      "p.html: a heading without text has the anchor #_-1",
      'p.html: "On This Page" has an entry without text (#_)',
      'p.html: "On This Page" has an entry without text (#_-1)',
      'p.html: "On This Page" entry "Gone" links to #gone, which is not on the page',
    ]);
  });
});
