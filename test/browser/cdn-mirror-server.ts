import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";

/** A package the mirror serves, like a CDN serving files from npm. */
export interface MirroredPackage {
  /** Folder holding the package's files as npm publishes them, package.json included. */
  readonly folder: string;
}

export interface CdnMirror {
  readonly origin: string;
  /** Every path asked for, with the status it got, in order. */
  readonly log: string[];
  close(): Promise<void>;
}

const types: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

interface PackageJson {
  version: string;
  jsdelivr?: unknown;
  browser?: unknown;
  main?: unknown;
}

/**
 * A static server on 127.0.0.1 with jsDelivr's URL layout for npm,
 * `/npm/<name>@<major>/<file>`, so that a page written for the CDN works with
 * its requests sent here. `pages` gives HTML pages by path, made for the
 * mirror's origin; `/fixture/…` serves the files of `fixtureFolder`. A major
 * version the package does not have is a 404, as it would be on the CDN.
 *
 * Without a file, `/npm/<name>@<major>` is the package's default file, chosen as
 * jsDelivr documents it (the `jsdelivr` field, else `browser`, else `main`) and
 * served at that address itself, not by a redirect, as jsDelivr does.
 */
export async function startCdnMirror(
  packages: Readonly<Record<string, MirroredPackage>>,
  pages: (origin: string) => Readonly<Record<string, string>>,
  fixtureFolder: string,
): Promise<CdnMirror> {
  const log: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://mirror").pathname);
    const page = Object.hasOwn(pages(origin), path) ? pages(origin)[path] : undefined;
    const file = page === undefined ? resolveFile(path, packages, fixtureFolder) : undefined;
    let status = 404;
    let body: string | Buffer = "not found";
    let type = "text/plain";
    if (page !== undefined) {
      [status, body, type] = [200, page, types[".html"]!];
    } else if (file !== undefined) {
      try {
        [status, body, type] = [200, readFileSync(file), types[extname(file)] ?? "application/octet-stream"];
      } catch {
        // Missing file: the 404 set above.
      }
    }
    log.push(`${status} ${path}`);
    // As a public CDN does, allow any page to load the files as modules.
    response
      .writeHead(status, { "content-type": type, "cache-control": "no-store", "access-control-allow-origin": "*" })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    log,
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function resolveFile(
  path: string,
  packages: Readonly<Record<string, MirroredPackage>>,
  fixtureFolder: string,
): string | undefined {
  if (path.startsWith("/fixture/")) return inside(fixtureFolder, path.slice("/fixture/".length));
  const match = /^\/npm\/((?:@[^/]+\/)?[^/@]+)@(\d+)(?:\/(.+))?$/.exec(path);
  if (!match) return undefined;
  const [, name, major, file] = match as unknown as [string, string, string, string | undefined];
  const mirrored = packages[name];
  if (mirrored === undefined) return undefined;
  const manifest = JSON.parse(readFileSync(join(mirrored.folder, "package.json"), "utf8")) as PackageJson;
  if (manifest.version.split(".")[0] !== major) return undefined;
  if (file !== undefined) return inside(mirrored.folder, file);
  const defaultFile = [manifest.jsdelivr, manifest.browser, manifest.main].find((field) => typeof field === "string");
  return typeof defaultFile === "string" ? inside(mirrored.folder, defaultFile) : undefined;
}

// Never serve a file outside the folder, whatever "../" the path holds.
function inside(folder: string, relative: string): string | undefined {
  const base = resolve(folder);
  const file = resolve(base, relative);
  return file.startsWith(base + sep) ? file : undefined;
}
