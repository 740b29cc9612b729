import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";

/** A package the mirror serves, like a CDN serving files from npm. */
export interface MirroredPackage {
  /** Folder holding the package's package.json. */
  readonly folder: string;
  /** Only paths under these folders are served (a published package has no others). */
  readonly servedFolders: readonly string[];
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

/**
 * A static server on 127.0.0.1 with a CDN's URL layout,
 * `/npm/<name>@<major>/<file>`, so that a page written for the CDN works with
 * only its origin changed. `pages` gives HTML pages by path, made for the mirror's origin; `/fixture/…` serves the files of
 * `fixtureFolder`. A major version the installed package does not have is a 404,
 * as it would be on the CDN.
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
  const match = /^\/npm\/((?:@[^/]+\/)?[^/@]+)@(\d+)\/(.+)$/.exec(path);
  if (!match) return undefined;
  const [, name, major, file] = match as unknown as [string, string, string, string];
  const mirrored = packages[name];
  if (mirrored === undefined) return undefined;
  const { version } = JSON.parse(readFileSync(join(mirrored.folder, "package.json"), "utf8")) as { version: string };
  if (version.split(".")[0] !== major) return undefined;
  if (!mirrored.servedFolders.some((folder) => file.startsWith(`${folder}/`))) return undefined;
  return inside(mirrored.folder, file);
}

// Never serve a file outside the folder, whatever "../" the path holds.
function inside(folder: string, relative: string): string | undefined {
  const base = resolve(folder);
  const file = resolve(base, relative);
  return file.startsWith(base + sep) ? file : undefined;
}
