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
// - The "Type helpers" group (type-level plumbing that signatures name) is
//   left out of the navigation, and starts folded on the pages that list it;
//   its entries keep their pages, which the guide "Reading a compile error"
//   and the signatures link to.
// - A signature shows what a user writes and gets back: a parameter's type
//   without the checks intersected into it (they show up only in messages,
//   which that guide explains), `NoInfer<T>` as `T`, and a result type that
//   is plumbing (`RouteResult<…>`, `EndpointResult<…>`) as RequestOptions,
//   whose fields its "Returns" lists.
// - Several `@throws` of one signature make one "Throws" list, not one
//   heading each.
// - A class's `in` and `out` type parameter modifiers (variance, which tells
//   the compiler how builders relate) are not shown, and its type
//   parameters come after its members, not before them.
// - An error class does not list the unexported interface it implements,
//   nor the static methods it inherits from `Error` (hidden by default,
//   which left an empty "Methods" heading).
import {
  Application,
  Comment,
  CommentTag,
  Converter,
  DefaultTheme,
  IntersectionType,
  ReferenceType,
  ReflectionKind,
  Renderer,
  UnionType,
} from "typedoc";

/** The group of type-level plumbing: on the site, but not in its navigation. */
const PLUMBING = "Type helpers";

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
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    linkGuidesHere(context.project, app.options.getValue("readme"));
    const { project } = context;
    for (const reflection of Object.values(project.reflections)) {
      if (reflection.kindOf(ReflectionKind.Class)) cleanClass(project, reflection);
    }
    const requestOptions = project.getChildByName("RequestOptions");
    for (const reflection of Object.values(project.reflections)) {
      if (reflection.comment) mergeThrows(reflection.comment);
      if (reflection.kindOf(ReflectionKind.SomeSignature)) showWhatUsersWrite(project, reflection, requestOptions);
    }
  });
  // The navigation, without the plumbing group.
  app.renderer.defineTheme(
    "fluent-endpoint",
    class extends DefaultTheme {
      buildNavigation(project) {
        return super.buildNavigation(project).filter((element) => element.text !== PLUMBING);
      }
    },
  );
  app.renderer.on(Renderer.EVENT_BEGIN_PAGE, (page) => listCallForms(page, app.renderer.router));
  // `@sortStrategy` has ordered the members by now; it is not for readers.
  app.renderer.on(Renderer.EVENT_BEGIN, (event) => {
    for (const reflection of Object.values(event.project.reflections)) reflection.comment?.removeTags("@sortStrategy");
  });
  app.renderer.on(Renderer.EVENT_END_PAGE, (page) => {
    if (!page.contents) return;
    page.contents = page.contents.replace(FOLDED_GROUP_OPEN, "$1$2>");
    if (page.model.kindOf?.(ReflectionKind.Class)) page.contents = typeParametersLast(page.contents);
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

/**
 * Several `@throws` blocks of one comment become one, whose content lists
 * them: TypeDoc gives each block a heading of its own.
 */
function mergeThrows(comment) {
  const throws = comment.blockTags.filter((tag) => tag.tag === "@throws");
  if (throws.length < 2) return;
  const content = throws.flatMap((tag) => [{ kind: "text", text: "\n- " }, ...tag.content]);
  const merged = new CommentTag("@throws", content);
  const at = comment.blockTags.indexOf(throws[0]);
  comment.blockTags = comment.blockTags.filter((tag) => tag.tag !== "@throws");
  comment.blockTags.splice(at, 0, merged);
}

/** Whether a type names plumbing: a reflection of the plumbing group, or one not exported at all. */
function isPlumbing(project, type) {
  if (!(type instanceof ReferenceType)) return false;
  if (type.name === "NoInfer") return false;
  const target = type.reflection;
  // Not on the site: a type of this package that is not exported.
  if (target === undefined) return (type.package === undefined || type.package === project.packageName) && !type.externalUrl;
  return target.comment?.getTag("@group") !== undefined
    ? Comment.combineDisplayParts(target.comment.getTag("@group").content).trim() === PLUMBING
    : groupOf(project, target) === PLUMBING;
}

/** The title of the group that lists `reflection` on the project's page. */
function groupOf(project, reflection) {
  return project.groups?.find((group) => group.children.includes(reflection))?.title;
}

/** `type` as a user writes a value of it: the checks intersected into it left out, `NoInfer<T>` as `T`. */
function asWritten(project, type) {
  if (type instanceof ReferenceType && type.name === "NoInfer" && type.typeArguments?.length === 1) {
    return asWritten(project, type.typeArguments[0]);
  }
  if (type instanceof IntersectionType) {
    const kept = type.types.map((part) => asWritten(project, part)).filter((part) => !isPlumbing(project, part));
    if (kept.length === 0) return type;
    return kept.length === 1 ? kept[0] : new IntersectionType(kept);
  }
  if (type instanceof UnionType) return new UnionType(type.types.map((part) => asWritten(project, part)));
  return type;
}

/** The result types that are plumbing over RequestOptions, shown as RequestOptions. */
const RESULT_PLUMBING = new Set(["RouteResult", "EndpointResult", "RouteRequestOptions", "RouteRequestOptionsWithRequest", "RequestOptionsWithRequest"]);

/**
 * A signature as a user reads it: parameter types as they are written, and
 * a result that is RequestOptions under another name shown as
 * RequestOptions, its fields listed under "Returns".
 */
function showWhatUsersWrite(project, signature, requestOptions) {
  for (const parameter of signature.parameters ?? []) {
    if (parameter.type) parameter.type = asWritten(project, parameter.type);
  }
  const result = signature.type;
  if (requestOptions === undefined || !(result instanceof ReferenceType)) return;
  if (!RESULT_PLUMBING.has(result.name) && !(result.reflection === requestOptions && result.typeArguments?.some((type) => isPlumbing(project, type)))) {
    return;
  }
  signature.type = ReferenceType.createResolvedReference("RequestOptions", requestOptions, project);
  const fields = (requestOptions.children ?? []).flatMap((field) => {
    const summary = field.comment?.summary ?? [];
    return [{ kind: "text", text: `\n- \`${field.name}${field.flags.isOptional ? "?" : ""}\`: ` }, ...summary];
  });
  signature.comment ??= new Comment();
  const returns = signature.comment.getTag("@returns");
  const intro = { kind: "text", text: "Plain data (see " };
  const link = { kind: "inline-tag", tag: "@link", text: "RequestOptions", target: requestOptions };
  const close = { kind: "text", text: "), the method the route's or the options', in lowercase:" };
  if (returns) returns.content.push({ kind: "text", text: "\n\n" }, intro, link, close, ...fields);
  else signature.comment.blockTags.push(new CommentTag("@returns", [intro, link, close, ...fields]));
}

/**
 * A class as its page shows it: type parameters without `in`/`out`, the
 * constructor without the class's type parameters, no unexported interface
 * among those it or its members implement, no static members inherited
 * from `Error`.
 */
function cleanClass(project, reflection) {
  for (const parameter of reflection.typeParameters ?? []) delete parameter.varianceModifier;
  reflection.implementedTypes = reflection.implementedTypes?.filter((type) => !(type instanceof ReferenceType) || type.reflection !== undefined);
  if (reflection.implementedTypes?.length === 0) delete reflection.implementedTypes;
  for (const child of [...(reflection.children ?? [])]) {
    for (const member of [child, ...(child.signatures ?? [])]) {
      if (member.implementationOf !== undefined && member.implementationOf.reflection === undefined) delete member.implementationOf;
    }
    if (child.kindOf(ReflectionKind.Constructor)) {
      for (const signature of child.signatures ?? []) delete signature.typeParameters;
    } else if (child.flags.isStatic && child.flags.isExternal && child.inheritedFrom !== undefined) {
      project.removeReflection(child);
    }
  }
}

/**
 * A class page with its "Type Parameters" section after its members: a
 * reader comes for the methods, and a builder's type parameters matter
 * only when a message names them.
 */
function typeParametersLast(html) {
  const start = html.search(/<section class="tsd-panel">\s*<h4>Type Parameters<\/h4>/);
  if (start === -1) return html;
  const end = html.indexOf("</section>", start) + "</section>".length;
  const section = html.slice(start, end).replace("<h4>Type Parameters</h4>", '<h4 id="type-parameters">Type parameters of its type</h4>');
  const rest = html.slice(0, start) + html.slice(end);
  const content = rest.indexOf('</div>\n<div class="col-sidebar">');
  return content === -1 ? rest : rest.slice(0, content) + section + rest.slice(content);
}
