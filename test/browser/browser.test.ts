import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCdnMirror, type CdnMirror } from "./cdn-mirror-server";
import { CDN_ORIGIN, importMapOf, readmeBrowserSnippet } from "./readme-snippet";

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
const snippet = readmeBrowserSnippet(`${root}/README.md`);

/** A page as a CDN user writes it: the README snippet, then the fixture that computes results. */
function pageWith(importMapSnippet: string): string {
  return `<!doctype html>\n<meta charset="utf-8">\n<title>fluent-endpoint</title>\n<link rel="icon" href="data:,">\n${importMapSnippet}\n<script type="module" src="/fixture/page.js"></script>\n`;
}

interface Visit {
  console: string[];
  errors: string[];
  results: unknown;
}

async function visit(browser: Browser, url: string, waitForResults = true): Promise<Visit> {
  const page: Page = await browser.newPage();
  const visited: Visit = { console: [], errors: [], results: undefined };
  page.on("console", (message) => visited.console.push(message.text()));
  page.on("pageerror", (error) => visited.errors.push(error.message));
  try {
    await page.goto(url, { waitUntil: "load" });
    if (waitForResults) {
      await page.waitForFunction(() => "results" in window, undefined, { timeout: 10_000 }).catch((error: Error) => {
        throw new Error(`${error.message}\npage errors: ${JSON.stringify(visited.errors)}\nconsole: ${JSON.stringify(visited.console)}`);
      });
      visited.results = await page.evaluate(() => (window as unknown as { results: unknown }).results);
    }
  } finally {
    await page.close();
  }
  return visited;
}

describe.skipIf(!hasChromium && !inCi)("the built ESM in headless Chromium, loaded as the README shows", () => {
  let browser: Browser;
  let mirror: CdnMirror;

  beforeAll(async () => {
    expect(hasChromium, `no Chromium at ${CHROMIUM}`).toBe(true);
    mirror = await startCdnMirror(
      {
        "fluent-endpoint": { folder: root, servedFolders: ["dist"] },
        immer: { folder: `${root}/node_modules/immer`, servedFolders: ["dist"] },
      },
      (origin) => ({
        "/": pageWith(snippet.replaceAll(CDN_ORIGIN, origin)),
        // The same page with immer mapped to its default ESM build instead.
        "/default-immer.html": pageWith(
          snippet.replaceAll(CDN_ORIGIN, origin).replace("/dist/immer.production.mjs", "/dist/immer.mjs"),
        ),
      }),
      fixtureFolder,
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await mirror?.close();
  });

  it("the snippet's import map points at the CDN, which the mirror stands in for", () => {
    expect(importMapOf(snippet)).toEqual({
      imports: {
        "fluent-endpoint": `${CDN_ORIGIN}/npm/fluent-endpoint@1/dist/index.js`,
        immer: `${CDN_ORIGIN}/npm/immer@11/dist/immer.production.mjs`,
      },
    });
  });

  it("runs the README snippet and computes the same results as Node", { timeout: 30_000 }, async () => {
    const visited = await visit(browser, mirror.origin);
    expect(visited.errors).toEqual([]);
    // The README snippet's own line.
    expect(visited.console).toEqual(["https://api.github.com/user"]);

    const built = (await import(pathToFileURL(`${root}/dist/index.js`).href)) as object;
    const { compute } = (await import(pathToFileURL(`${fixtureFolder}/compute.js`).href)) as {
      compute: (library: object) => unknown;
    };
    const inNode = JSON.parse(JSON.stringify(compute(built))) as unknown;
    expect(visited.results).toEqual(inNode);

    // And not merely equal: these are the values the README promises.
    expect(visited.results).toMatchObject({
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
    });

    // The files came from the mirror's CDN paths, immer's production build included.
    expect(mirror.log).toEqual(
      expect.arrayContaining([
        "200 /",
        "200 /npm/fluent-endpoint@1/dist/index.js",
        "200 /npm/immer@11/dist/immer.production.mjs",
        "200 /fixture/page.js",
        "200 /fixture/compute.js",
      ]),
    );
    expect(mirror.log.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("needs immer's production build: the default one reads process.env and fails in a browser", { timeout: 30_000 }, async () => {
    const page = await browser.newPage();
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
