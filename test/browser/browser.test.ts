import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCdnMirror, type CdnMirror } from "./cdn-mirror-server";
import { CDN_ORIGIN, importMapOf, importMapSnippet as importMapIn, oneLineSnippet as oneLineIn } from "./readme-snippet";

// Debian's Chromium, never a downloaded one. CI installs it (.ci/run) and sets
// CI=true, so there a missing browser fails the test instead of skipping it.
const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
const inCi = process.env.CI === "true";
if (!hasChromium && !inCi) {
  console.warn(`test/browser: SKIPPED, no Chromium at ${CHROMIUM} (apt-get install -y chromium); CI installs it and never skips.`);
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixtureFolder = fileURLToPath(new URL("./fixture/", import.meta.url));
// The README shows the one-line snippet; the guide docs/browser.md shows it too, and the import map.
const importMapSnippet = importMapIn(`${root}/docs/browser.md`);
const oneLineSnippet = oneLineIn(`${root}/README.md`);
const BROWSER_FILE = `${CDN_ORIGIN}/npm/fluent-endpoint@1/dist/browser.min.js`;

/** A page as a CDN user writes it, around the given scripts. */
function pageWith(scripts: string): string {
  return `<!doctype html>\n<meta charset="utf-8">\n<title>fluent-endpoint</title>\n<link rel="icon" href="data:,">\n${scripts}\n`;
}

/** A page that imports the package from `url`, with no import map, and computes the fixture's results. */
function computingPage(url: string): string {
  return pageWith(
    `<script type="module">\n  import * as library from "${url}";\n  import { compute } from "/fixture/compute.js";\n  window.results = compute(library);\n</script>`,
  );
}

// The package's files as `npm pack` puts them in the tarball (dist/ as `npm test`
// built it), unpacked: what a CDN serves once the package is published.
let packFolder: string;
let packed: string;

beforeAll(() => {
  packFolder = mkdtempSync(join(tmpdir(), "fluent-endpoint-cdn-"));
  execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", packFolder], { cwd: root, stdio: "ignore" });
  const tarball = readdirSync(packFolder).find((name) => name.endsWith(".tgz"));
  execFileSync("tar", ["-xzf", join(packFolder, tarball ?? "no tarball packed"), "-C", packFolder]);
  packed = join(packFolder, "package");
}, 60_000);

afterAll(() => {
  if (packFolder !== undefined) rmSync(packFolder, { recursive: true, force: true });
});

describe("the browser file in the package", () => {
  it("is one module with immer's production build inside: nothing reads `process`", () => {
    const code = readFileSync(join(packed, "dist/browser.min.js"), "utf8");
    expect(code).not.toMatch(/\bprocess\b/);
    expect(code.startsWith("/*! fluent-endpoint 1.0.0 (MIT) | includes immer 11.")).toBe(true);
    expect(code.endsWith("\n//# sourceMappingURL=browser.min.js.map")).toBe(true);
  });

  it("has a source map that carries its sources, so it works from the CDN alone", () => {
    const map = JSON.parse(readFileSync(join(packed, "dist/browser.min.js.map"), "utf8")) as {
      version: number;
      sources: string[];
      sourcesContent: (string | null)[];
    };
    expect(map.version).toBe(3);
    // Both the library's sources and immer's (esbuild follows immer's own map).
    expect(map.sources.filter((source) => source.startsWith("../src/")).length).toBeGreaterThan(10);
    expect(map.sources.filter((source) => source.startsWith("../node_modules/immer/")).length).toBeGreaterThan(0);
    expect(map.sourcesContent).toHaveLength(map.sources.length);
    expect(map.sourcesContent.filter((content) => typeof content !== "string")).toEqual([]);
  });

  it("is named by the CDN fields of package.json only, never by a field bundlers or Node read", () => {
    const manifest = JSON.parse(readFileSync(join(packed, "package.json"), "utf8")) as Record<string, unknown>;
    expect(manifest.jsdelivr).toBe("./dist/browser.min.js");
    expect(manifest.unpkg).toBe("./dist/browser.min.js");
    expect(manifest.browser).toBeUndefined();
    expect(manifest.module).toBe("./dist/index.js");
    expect(JSON.stringify(manifest.exports)).not.toContain("browser.min");
  });
});

interface Visit {
  console: string[];
  errors: string[];
  results: unknown;
  /** The mirror's log lines for this visit, sorted: every file the page asked for. */
  requests: string[];
  /** Requests that went neither to the mirror nor to the CDN (and were refused). */
  elsewhere: string[];
}

describe.skipIf(!hasChromium && !inCi)("the packed package in headless Chromium, loaded from the CDN as the README shows", () => {
  let browser: Browser;
  let context: BrowserContext;
  let mirror: CdnMirror;
  let elsewhere: string[] = [];

  beforeAll(async () => {
    expect(hasChromium, `no Chromium at ${CHROMIUM}`).toBe(true);
    mirror = await startCdnMirror(
      {
        "fluent-endpoint": { folder: packed },
        immer: { folder: `${root}/node_modules/immer` },
      },
      () => ({
        "/": pageWith(`${importMapSnippet}\n<script type="module" src="/fixture/page.js"></script>`),
        // The same page with immer mapped to its default ESM build instead.
        "/default-immer.html": pageWith(
          `${importMapSnippet.replace("/dist/immer.production.mjs", "/dist/immer.mjs")}\n<script type="module" src="/fixture/page.js"></script>`,
        ),
        "/one-line.html": pageWith(oneLineSnippet),
        "/browser-file.html": computingPage(BROWSER_FILE),
        "/short-address.html": computingPage(`${CDN_ORIGIN}/npm/fluent-endpoint@1`),
      }),
      fixtureFolder,
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    context = await browser.newContext();
    // The CDN's host is answered by the mirror, so pages keep the CDN's real
    // addresses; any other request is refused and recorded, so no test can
    // reach the network.
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === mirror.origin) return route.continue();
      if (url.origin === CDN_ORIGIN) {
        return route.fulfill({ response: await route.fetch({ url: `${mirror.origin}${url.pathname}` }) });
      }
      elsewhere.push(url.href);
      return route.abort("blockedbyclient");
    });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await mirror?.close();
  });

  async function visit(path: string): Promise<Visit> {
    const page = await context.newPage();
    const logged = mirror.log.length;
    elsewhere = [];
    const visited: Visit = { console: [], errors: [], results: undefined, requests: [], elsewhere };
    page.on("console", (message) => visited.console.push(message.text()));
    page.on("pageerror", (error) => visited.errors.push(error.message));
    try {
      await page.goto(`${mirror.origin}${path}`, { waitUntil: "load" });
      if (path !== "/one-line.html") {
        await page.waitForFunction(() => "results" in window, undefined, { timeout: 10_000 }).catch((error: Error) => {
          throw new Error(`${error.message}\npage errors: ${JSON.stringify(visited.errors)}\nconsole: ${JSON.stringify(visited.console)}`);
        });
        visited.results = await page.evaluate(() => (window as unknown as { results: unknown }).results);
      }
    } finally {
      await page.close();
    }
    // Sorted: the files of a module graph are fetched in parallel.
    visited.requests = mirror.log.slice(logged).sort();
    return visited;
  }

  /** What Node computes with the module build, the same dist/ that was packed. */
  async function inNode(): Promise<unknown> {
    const built = (await import(pathToFileURL(`${root}/dist/index.js`).href)) as object;
    const { compute } = (await import(pathToFileURL(`${fixtureFolder}/compute.js`).href)) as {
      compute: (library: object) => unknown;
    };
    return JSON.parse(JSON.stringify(compute(built))) as unknown;
  }

  // Not merely equal to Node's: these are the values the README promises.
  const promised = {
    version: "1.0.0",
    endpoint: {
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
    },
    upload: {
      url: "https://uploads.github.com/repos/octocat/hello-world/releases/123/assets?name=example.zip&label=short%20description",
      body: "Hello, world!",
    },
    defaults: {
      url: "https://github.acme-inc.com/api/v3/repos/acme/app/topics",
      headers: { accept: "application/vnd.github.mercy-preview+json", authorization: "token secret" },
    },
    defaultsFrozen: true,
    builder: {
      open: { url: "https://api.github.com/repos/octokit/rest.js/issues?state=open" },
      preview: { headers: { accept: "application/vnd.github.squirrel-girl-preview+json" } },
      base: { url: "https://api.github.com/repos/octokit/rest.js/issues" },
      put: { method: "put", body: "" },
    },
    parseTemplate: {
      names: ["owner", "repo", "path", "ref"],
      expanded: "/repos/o/r/contents/docs/a%20b.md?ref=main",
      level4: "#a,%C3%BC?sem=%3B&dot=.&x=abc",
    },
    fetchArguments: ["https://api.github.com/repos/octocat/hello-world", { method: "PATCH", body: '{"private":true}' }],
    request: { method: "PATCH", url: "https://api.github.com/repos/octocat/hello-world" },
    errors: {
      header: { name: "InvalidArgumentError", code: "ERR_INVALID_ARGUMENT", isTypeError: true, isFluentEndpointError: true },
      template: { name: "UriTemplateError", code: "ERR_INVALID_TEMPLATE", isTypeError: false, isFluentEndpointError: true },
      unsafePath: { name: "UnsafePathParameterError", code: "ERR_UNSAFE_PATH_PARAMETER", isFluentEndpointError: true },
    },
  };

  it("the README's and the guide's snippets load from the CDN: the browser file in one line, or the module build and immer by import map", () => {
    expect(oneLineIn(`${root}/docs/browser.md`)).toBe(oneLineSnippet);
    expect(oneLineSnippet).toContain(`import { endpoint } from "${BROWSER_FILE}";`);
    expect(oneLineSnippet.match(/<script/g)).toHaveLength(1);
    expect(importMapOf(importMapSnippet)).toEqual({
      imports: {
        "fluent-endpoint": `${CDN_ORIGIN}/npm/fluent-endpoint@1/dist/index.js`,
        immer: `${CDN_ORIGIN}/npm/immer@11/dist/immer.production.mjs`,
      },
    });
  });

  it("runs the README's one-line snippet with no import map, loading one file", { timeout: 30_000 }, async () => {
    const visited = await visit("/one-line.html");
    expect(visited.errors).toEqual([]);
    expect(visited.console).toEqual(["https://api.github.com/user"]);
    expect(visited.requests).toEqual(["200 /npm/fluent-endpoint@1/dist/browser.min.js", "200 /one-line.html"]);
    expect(visited.elsewhere).toEqual([]);
  });

  it("computes with the browser file the same results as Node with the module build", { timeout: 30_000 }, async () => {
    const visited = await visit("/browser-file.html");
    expect(visited.errors).toEqual([]);
    expect(visited.results).toEqual(await inNode());
    expect(visited.results).toMatchObject(promised);
    expect(visited.requests).toEqual([
      "200 /browser-file.html",
      "200 /fixture/compute.js",
      "200 /npm/fluent-endpoint@1/dist/browser.min.js",
    ]);
    expect(visited.elsewhere).toEqual([]);
  });

  it("serves the browser file at jsDelivr's short address too, through package.json `jsdelivr`", { timeout: 30_000 }, async () => {
    const visited = await visit("/short-address.html");
    expect(visited.errors).toEqual([]);
    expect(visited.results).toEqual(await inNode());
    expect(visited.requests).toEqual(["200 /fixture/compute.js", "200 /npm/fluent-endpoint@1", "200 /short-address.html"]);
    expect(visited.elsewhere).toEqual([]);
  });

  it("runs the guide's import map snippet and computes the same results as Node", { timeout: 30_000 }, async () => {
    const visited = await visit("/");
    expect(visited.errors).toEqual([]);
    // The snippet's own line.
    expect(visited.console).toEqual(["https://api.github.com/user"]);
    expect(visited.results).toEqual(await inNode());
    expect(visited.results).toMatchObject(promised);
    // The files came from the mirror's CDN paths, immer's production build included.
    expect(visited.requests).toEqual([
      "200 /",
      "200 /fixture/compute.js",
      "200 /fixture/page.js",
      "200 /npm/fluent-endpoint@1/dist/index.js",
      "200 /npm/immer@11/dist/immer.production.mjs",
    ]);
    expect(visited.elsewhere).toEqual([]);
  });

  it("needs immer's production build: the default one reads process.env and fails in a browser", { timeout: 30_000 }, async () => {
    const page = await context.newPage();
    try {
      const failed = page.waitForEvent("pageerror", { timeout: 10_000 });
      await page.goto(`${mirror.origin}/default-immer.html`);
      expect((await failed).message).toBe("process is not defined");
      expect(mirror.log).toContain("200 /npm/immer@11/dist/immer.mjs");
    } finally {
      await page.close();
    }
  });
});
