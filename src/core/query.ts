import { fail } from "../errors";
import { isArray } from "../own";
import { encodeQuery, textOf } from "../uri-template";

const isText = (text: unknown): text is string => typeof text === "string";

/** `query` and one more encoded pair. */
function and(query: string, pair: string): string {
  return query === "" ? pair : `${query}&${pair}`;
}

/**
 * `query` with one more parameter, encoded: `name=value`, an array joined by
 * `,` (`a%2Cb`), or for a name ending in `[]` one pair per member, as
 * Rails-style APIs read them; `null` and `undefined` add nothing, as in RFC
 * 6570. `undefined` for a value a query cannot hold ({@link refuseQuery}).
 * A list is one the library read already (see `ownMembers`). @internal
 */
export function withPair(query: string, name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return query;
  const key = encodeQuery(name, false) + "=";
  // GitHub's search parameter keeps literal "+" separators, which it reads as spaces.
  const search = name === "q";
  if (!isArray(value)) {
    const single = textOf(value);
    return isText(single) ? and(query, key + encodeQuery(single, search)) : undefined;
  }
  // A member without text (an object, a list, `null`) has no place in a query.
  const texts = value.map(textOf);
  if (!texts.every(isText)) return undefined;
  if (!name.endsWith("[]")) return and(query, key + encodeQuery(texts.join(","), search));
  for (const one of texts) query = and(query, key + encodeQuery(one, search));
  return query;
}

/** Throws the error for a value {@link withPair} could not write, naming it or the member of its list at fault. @internal */
export function refuseQuery(name: string, value: unknown, route: string | undefined): never {
  if (isArray(value)) {
    const at = value.findIndex((item: unknown) => !isText(textOf(item)));
    return fail(`${name}[${at}]`, route, "query", value[at]);
  }
  return fail(name, route, "query", value);
}
