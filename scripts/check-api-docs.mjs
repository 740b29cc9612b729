// Fails when the API reference that `npm run docs` writes is missing what a
// reader needs. TypeDoc's own validation only checks that a comment exists;
// this checks the contents, in two parts:
//
// - checkReference reads the JSON written beside the HTML (see typedoc.json):
//   every export has a summary and an @example, and so does each method,
//   constructor and call signature, with every parameter described.
// - checkSite reads the HTML: one title on the front page, every guide and
//   every export with its page, no link to a page that is not there, the
//   type helpers folded, guides in reading order, no export outside the
//   named groups, no entry of "On This Page" without text or without its
//   anchor (a heading made only of code used to get `#_`), and the page of
//   `endpoint` showing its call forms and its operations.
//
// Usage: node scripts/check-api-docs.mjs [site directory, default docs/api]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";

const KIND = { Class: 128, Interface: 256, Constructor: 512, Method: 2048 };
const PAGE_FOLDER = { 32: "variables", 64: "functions", 128: "classes", 256: "interfaces", 2097152: "types" };
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

const text = (parts) => (parts ?? []).map((part) => part.text).join("").trim();
const hasTag = (comment, tag) => (comment?.blockTags ?? []).some((block) => block.tag === tag);

/** Problems of the comments in a project as TypeDoc's JSON output holds it. */
export function checkReference(project) {
  const problems = [];
  const checkComment = (comment, where) => {
    if (text(comment?.summary) === "") problems.push(`${where}: no summary`);
    if (!hasTag(comment, "@example")) problems.push(`${where}: no @example`);
  };
  const checkSignature = (signature, where) => {
    checkComment(signature.comment, where);
    for (const parameter of signature.parameters ?? []) {
      if (text(parameter.comment?.summary) === "") problems.push(`${where}: parameter ${parameter.name} is not described`);
    }
  };
  for (const item of project.children ?? []) {
    const comment = item.comment ?? item.signatures?.[0]?.comment;
    checkComment(comment, item.name);
    for (const [index, signature] of (item.signatures ?? []).entries()) {
      checkSignature(signature, `${item.name} signature ${index + 1}`);
    }
    // endpoint is a function with methods (@function), so its members count too.
    if (item.kind !== KIND.Class && item.kind !== KIND.Interface && item.children === undefined) continue;
    for (const member of item.children ?? []) {
      if (member.inheritedFrom !== undefined) continue;
      if (member.kind !== KIND.Method && member.kind !== KIND.Constructor) continue;
      for (const [index, signature] of (member.signatures ?? []).entries()) {
        checkSignature(signature, `${item.name}.${member.name} signature ${index + 1}`);
      }
    }
  }
  return problems;
}

const stripTags = (html) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, "")
    .replace(/<[^>]*>/g, "")
    .trim();

/** The title a guide gives itself in its front matter. */
export function guideTitle(markdown) {
  return /^---\n[\s\S]*?^title:\s*(.+?)\s*$[\s\S]*?^---$/m.exec(markdown)?.[1];
}

/** Problems of one HTML page's "On This Page" list and anchors. */
export function checkPage(html, where) {
  const problems = [];
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]));
  for (const id of ids) {
    if (/^_(-\d+)?$/.test(id)) problems.push(`${where}: a heading without text has the anchor #${id}`);
  }
  const start = html.indexOf('class="tsd-accordion tsd-page-navigation"');
  if (start === -1) return problems;
  const end = html.indexOf('<div class="site-menu">', start);
  const onThisPage = html.slice(start, end === -1 ? undefined : end);
  for (const [, href, inner] of onThisPage.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const label = stripTags(inner);
    if (!/[\p{L}\p{N}]/u.test(label)) problems.push(`${where}: "On This Page" has an entry without text (${href})`);
    if (!href.startsWith("#") || !ids.has(href.slice(1))) {
      problems.push(`${where}: "On This Page" entry "${label}" links to ${href}, which is not on the page`);
    }
  }
  return problems;
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split("\\").join("/"));
}

/**
 * Problems of the HTML site in `dir`, written from `project` (its JSON). The
 * guides are `guides` (paths of Markdown files, in reading order) and their
 * groups those of `groupOrder`.
 */
export function checkSite(dir, project, { guides, groupOrder }) {
  const problems = [];
  const read = (file) => readFileSync(join(dir, file), "utf8");
  const files = htmlFiles(dir);
  for (const file of files) {
    const html = read(file);
    problems.push(...checkPage(html, file));
    for (const [, target] of html.matchAll(/href="([^"#:]+\.html)(?:#[^"]*)?"/g)) {
      if (!files.includes(posix.join(posix.dirname(file), target))) problems.push(`${file}: links to ${target}, which is missing`);
    }
  }

  const index = read("index.html");
  const titles = index.match(/<h1[\s>]/g) ?? [];
  if (titles.length !== 1) problems.push(`index.html: ${titles.length} <h1> titles instead of one`);
  if (/https:\/\/cdn\.jsdelivr\.net\/npm\/fluent-endpoint@\d+\/docs\//.test(index)) {
    problems.push("index.html: a guide is linked on the CDN instead of on the site");
  }

  // Each guide has a page titled by its front matter, listed in reading order.
  const listed = [];
  for (const guide of guides) {
    const title = guideTitle(readFileSync(join(ROOT, guide), "utf8"));
    if (title === undefined) {
      problems.push(`${guide}: no title in its front matter`);
      continue;
    }
    const page = files.find((file) => file.startsWith("documents/") && read(file).includes(`<title>${escape(title)} | `));
    if (page === undefined) problems.push(`${guide}: no page titled "${title}"`);
    else listed.push(page);
  }
  const modules = read("modules.html");
  const order = listed.map((page) => modules.indexOf(`href="${page}"`));
  if (order.some((at, i) => at === -1 || (i > 0 && at < order[i - 1]))) {
    problems.push(`modules.html: the guides are not listed in reading order (${guides.join(", ")})`);
  }

  for (const item of project.children ?? []) {
    const folder = PAGE_FOLDER[item.kind];
    if (folder !== undefined && !files.includes(`${folder}/${item.name}.html`)) {
      problems.push(`${item.name}: no page ${folder}/${item.name}.html`);
    }
  }
  if (/<details[^>]*\sopen[^>]*><summary[^>]*data-key="section-Type helpers"/.test(modules)) {
    problems.push('modules.html: the "Type helpers" group is not folded');
  }
  for (const group of project.groups ?? []) {
    if (!groupOrder.includes(group.title)) {
      problems.push(`group "${group.title}" is not one of typedoc.json's groupOrder: an export without @group?`);
    }
  }

  if (files.includes("functions/endpoint.html")) {
    const page = read("functions/endpoint.html");
    for (const form of ["endpoint(route, options)", "endpoint(route)", "endpoint(options)"]) {
      if (!page.includes(`<span>${form}</span>`)) problems.push(`functions/endpoint.html: no call form ${form} on the page`);
    }
    for (const operation of ["defaults", "DEFAULTS", "merge", "parse", "builder", "withTypes"]) {
      if (!page.includes(`id="${operation.toLowerCase()}"`)) problems.push(`functions/endpoint.html: no section for ${operation}`);
    }
    const examples = page.match(/id="example(-\d+)?"/g) ?? [];
    if (examples.length < 1 + 3 + 6) problems.push(`functions/endpoint.html: ${examples.length} examples, fewer than its forms and operations`);
  } else {
    problems.push("endpoint: no page functions/endpoint.html showing its call forms");
  }
  return problems;
}

const escape = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every problem of the site in `dir` (which holds api.json), with typedoc.json's settings. */
export function checkApiDocs(dir, config = JSON.parse(readFileSync(join(ROOT, "typedoc.json"), "utf8"))) {
  const project = JSON.parse(readFileSync(join(dir, "api.json"), "utf8"));
  const guides = config.projectDocuments ?? [];
  const problems = [...checkReference(project)];
  // A guide left out of projectDocuments would be missing from the site.
  for (const file of readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md"))) {
    if (!guides.includes(`docs/${file}`)) problems.push(`docs/${file}: not in typedoc.json's projectDocuments`);
  }
  problems.push(...checkSite(dir, project, { guides, groupOrder: config.groupOrder ?? [] }));
  return { project, problems };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  // An api.json path, as earlier versions took, names its directory.
  let dir = process.argv[2] ?? "docs/api";
  if (basename(dir).endsWith(".json")) dir = dirname(dir);
  if (!existsSync(join(dir, "api.json"))) {
    console.error(`API reference: no ${join(dir, "api.json")}; run typedoc first`);
    process.exit(1);
  }
  const { project, problems } = checkApiDocs(dir);
  if (problems.length > 0) {
    console.error(`API reference: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `API reference: ${project.children?.length ?? 0} exports, each with a summary and an example; ` +
      `${htmlFiles(dir).length} pages, every anchor named`,
  );
}
