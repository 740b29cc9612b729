import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
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
