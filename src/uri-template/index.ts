// The RFC 6570 engine. parseTemplate and its types are public; the compiled
// form and the expander are for the core, which adds what a request needs.
export { parseTemplate } from "./parse-template";
export type { ParseTemplateOptions, UriTemplate } from "./parse-template";
export { compileTemplate } from "./compile-template";
export type { Dialect, Expression, QueryStart, Template, UrlStart, VarSpec } from "./compile-template";
export { expandExpression, Members, textOf, valueOf } from "./expand-template";
export type { Value } from "./expand-template";
export { encodeQuery, percentEncode } from "./percent-encode";
