import { COMPONENT, PLUS, UNRESERVED } from "../ascii";
import { fail } from "../errors";
import { percentEncode } from "../uri-template";

/** What `encodeURIComponent` keeps, as servers expect query strings to be written. */
const COMPONENT_CHARS = UNRESERVED | COMPONENT;
/** GitHub's search parameter `q` keeps literal `+` separators, which it reads as spaces. */
const SEARCH_CHARS = COMPONENT_CHARS | PLUS;

/** The text of one query value; an array member that is itself a list or object is an error naming it. */
function text(field: string, value: unknown, route: string | undefined): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
  }
  return fail(field, route, "query", value);
}

/**
 * `query` with one more parameter, encoded: `name=value`, an array joined with
 * `,` and then encoded (`a%2Cb`), or, for a name ending in `[]`, one pair per
 * member (`fields%5B%5D=1&fields%5B%5D=2`, as GitHub and Rails-style APIs read
 * them). `null` and `undefined` add nothing, as RFC 6570 leaves them out.
 *
 * @internal
 */
export function withPair(query: string, name: string, value: unknown, route: string | undefined): string {
  if (value === undefined || value === null) return query;
  const key = percentEncode(name, COMPONENT_CHARS);
  const keep = name === "q" ? SEARCH_CHARS : COMPONENT_CHARS;
  let pairs: string;
  if (!Array.isArray(value)) {
    pairs = `${key}=${percentEncode(text(name, value, route), keep)}`;
  } else {
    const items = value.map((item: unknown, index) => text(`${name}[${index}]`, item, route));
    pairs = name.endsWith("[]") ? items.map((item) => `${key}=${percentEncode(item, keep)}`).join("&") : `${key}=${percentEncode(items.join(","), keep)}`;
    if (pairs === "") return query;
  }
  return query === "" ? pairs : `${query}&${pairs}`;
}
