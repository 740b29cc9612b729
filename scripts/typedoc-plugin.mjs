// TypeDoc plugin for the reference site (loaded by typedoc.json), for what
// the site needs and TypeDoc does not do:
//
// - A heading's anchor and its "On This Page" entry come from the heading's
//   plain text only, so a heading written all in code (`endpoint.merge()`)
//   gets the anchor `#_` and a blank entry. Here the code inside a heading
//   counts as text for both, and still renders as code.
// - README.md links its guides by their address on the CDN, so that the links
//   work on the npm registry page. On the site those links go to the guides'
//   own pages instead.
// - A function called in several ways (`endpoint`) lists its call forms
//   under "On This Page" as it lists its methods, each linking to its section.
// - The "Type helpers" group (type-level plumbing that signatures name) starts
//   folded on the pages that list it, so that it does not bury the rest.
import { Application, Converter, ReflectionKind, Renderer } from "typedoc";

// What README.md links to for docs/<name>.md; the anchor, if any, is kept.
const GUIDE_LINK = /\]\(https:\/\/cdn\.jsdelivr\.net\/npm\/fluent-endpoint@\d+\/(docs\/[\w-]+\.md(?:#[\w-]*)?)\)/g;

// The `open` of a <details> whose summary is the "Type helpers" group; the
// main list and "On This Page" share the key, so both fold. A reader's own
// choice, kept by the site's script, still wins over the attribute.
const FOLDED_GROUP_OPEN = /(<details[^>]*?)\sopen(\s[^>]*)?>(?=<summary[^>]*data-key="section-Type helpers")/g;

/** @param {import("typedoc").Application} app */
export function load(app) {
  // Options are read again after plugins load, so this is set once they are.
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    const loader = app.options.getValue("markdownItLoader");
    app.options.setValue("markdownItLoader", (parser) => {
      loader(parser);
      parser.core.ruler.push("code_in_headings", codeInHeadings);
    });
  });
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) =>
    linkGuidesHere(context.project, app.options.getValue("readme")),
  );
  app.renderer.on(Renderer.EVENT_BEGIN_PAGE, (page) => listCallForms(page, app.renderer.router));
  app.renderer.on(Renderer.EVENT_END_PAGE, (page) => {
    if (page.contents) page.contents = page.contents.replace(FOLDED_GROUP_OPEN, "$1$2>");
  });
}

// Splits each inline code of a heading into raw `<code>` tags around a text
// token: TypeDoc reads only text tokens for the slug and the entry, and the
// page shows the same `<code>` as before (a text token is HTML-escaped).
function codeInHeadings(state) {
  const { tokens } = state;
  for (let index = 1; index < tokens.length; index++) {
    if (tokens[index - 1].type !== "heading_open" || tokens[index].type !== "inline") continue;
    const inline = tokens[index];
    inline.children = (inline.children ?? []).flatMap((child) => {
      if (child.type !== "code_inline") return [child];
      const open = new state.Token("html_inline", "", 0);
      open.content = "<code>";
      const text = new state.Token("text", "", 0);
      text.content = child.content;
      const close = new state.Token("html_inline", "", 0);
      close.content = "</code>";
      return [open, text, close];
    });
  }
}

// Turns the README's CDN links to guides into links to the files in docs/,
// which TypeDoc then sends to the pages it made of them (projectDocuments).
function linkGuidesHere(project, readmePath) {
  if (!project.readme) return;
  project.readme = project.readme.flatMap((part) => {
    if (part.kind !== "text" || part.text.search(GUIDE_LINK) === -1) return [part];
    const parts = [];
    let from = 0;
    for (const match of part.text.matchAll(GUIDE_LINK)) {
      const { target, anchor } = project.files.register(readmePath, match[1]);
      parts.push({ kind: "text", text: `${part.text.slice(from, match.index)}](` });
      parts.push({ kind: "relative-link", text: match[1], target, targetAnchor: anchor });
      parts.push({ kind: "text", text: ")" });
      from = match.index + match[0].length;
    }
    parts.push({ kind: "text", text: part.text.slice(from) });
    return parts;
  });
}

// Adds a "Call forms" section to the page's navigation, before the sections of
// its members, with one entry per signature: `endpoint(route, options)`.
function listCallForms(page, router) {
  const signatures = page.model.kindOf?.(ReflectionKind.Function) ? (page.model.signatures ?? []) : [];
  if (signatures.length < 2) return;
  page.startNewSection("Call forms");
  for (const signature of signatures) {
    const parameters = (signature.parameters ?? []).map((parameter) => parameter.name).join(", ");
    page.pageHeadings.push({ link: `#${router.getAnchor(signature)}`, text: `${signature.name}(${parameters})` });
  }
}
