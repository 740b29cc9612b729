// The RFC 6570 engine. Only parseTemplate and UriTemplate are public; the rest
// is exported for the layers above (the path-traversal guard reads the compiled
// form and its spans) and is marked @internal.
export { parseTemplate } from "./parse-template";
export type { UriTemplate } from "./uri-template";

export { compileTemplate } from "./compile-template";
export { CompiledTemplate } from "./compiled-template";
export type { Expression, TemplatePart, VarSpec } from "./compiled-template";
export { OPERATOR_RULES } from "./operator-rules";
export type { Operator, OperatorRules } from "./operator-rules";
export { expandExpression } from "./expand-expression";
export { percentEncode } from "./percent-encode";
