// Route parsing at the type level: the variable names a literal route declares,
// and which of them must have a value before the request can be built.
//
// Which variables are required follows from what an undefined variable expands
// to. RFC 6570 expands an undefined variable to nothing, so a missing `{repo}`
// in `/repos/{owner}/{repo}/issues` silently gives `/repos/octokit//issues`: a
// request for the wrong resource. Simple (`{a}`) and reserved (`{+a}`)
// expressions and `:name` placeholders write no delimiter of their own, so a
// missing value leaves such a hole; they are required. The other operators
// (`{#a}`, `{.a}`, `{/a}`, `{;a}`, `{?a}`, `{&a}`) write their own delimiter
// and are the RFC's way of writing an optional part (`/issues{/number}` is both
// the list and one issue), so they stay optional.
//
// The parsing mirrors src/core/colon-placeholders.ts and the template parser;
// test/types/route-variables.test-d.ts pins it.

type Letter =
  | "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m"
  | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"
  | "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M"
  | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z";
type WordChar = Letter | "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "_";

/** Operators whose expansion carries its own delimiter, so an undefined variable leaves no hole. */
type OptionalOperator = "#" | "." | "/" | ";" | "?" | "&";

/** A variable name with whether it must have a value. */
type Found<Name extends string, Kind extends "required" | "optional"> = readonly [Name, Kind];

/** `name*` and `name:3` are the variable `name`. */
type StripModifier<Spec extends string> = Spec extends `${infer Name}*`
  ? Name
  : Spec extends `${infer Name}:${string}`
    ? Name
    : Spec;

/** The variables of a comma-separated variable list, all of one kind. */
type ListNames<
  List extends string,
  Kind extends "required" | "optional",
  Acc = never,
> = List extends `${infer Head},${infer Tail}`
  ? ListNames<Tail, Kind, Acc | Found<StripModifier<Head>, Kind>>
  : Acc | Found<StripModifier<List>, Kind>;

/** The variables of one expression, the text between `{` and `}`. */
type ExpressionNames<Expression extends string> = Expression extends `${OptionalOperator}${infer List}`
  ? ListNames<List, "optional">
  : Expression extends `+${infer List}`
    ? ListNames<List, "required">
    : ListNames<Expression, "required">;

/** Splits a run of word characters off the front of `Text`: `[word, rest]`. */
type TakeWord<Text extends string, Word extends string = ""> =
  Text extends `${infer Char extends WordChar}${infer Rest}` ? TakeWord<Rest, `${Word}${Char}`> : [Word, Text];

/** `:name` placeholders in literal text: a colon, a letter, then word characters (so not `:8080`). */
type ColonNames<Text extends string, Acc = never> = Text extends `${string}:${infer After}`
  ? After extends `${Letter}${string}`
    ? TakeWord<After> extends [infer Name extends string, infer Rest extends string]
      ? ColonNames<Rest, Acc | Found<Name, "required">>
      : Acc
    : ColonNames<After, Acc>
  : Acc;

/** Every variable of a template: `{…}` expressions, and `:name` placeholders outside them when `Colons` is true. */
type TemplateNames<
  Template extends string,
  Colons extends boolean,
  Acc = never,
> = Template extends `${infer Literal}{${infer Expression}}${infer Rest}`
  ? TemplateNames<Rest, Colons, Acc | ExpressionNames<Expression> | (Colons extends true ? ColonNames<Literal> : never)>
  : Acc | (Colons extends true ? ColonNames<Template> : never);

/** Splits `Text` at the first `/`, `?` or `#`: the authority of a URL and what follows it. */
type SplitAuthority<Text extends string, Authority extends string = ""> = Text extends `${infer Char}${infer Rest}`
  ? Char extends "/" | "?" | "#"
    ? [Authority, Text]
    : SplitAuthority<Rest, `${Authority}${Char}`>
  : [Authority, ""];

/** A URI scheme as the runtime recognises one: non-empty, no delimiters. */
type IsScheme<Scheme extends string> =
  Scheme extends "" | `${string}${"/" | "{" | "}" | "?" | "#" | ":" | "_" | " "}${string}` ? false : true;

/**
 * Every variable of a URL template. `:name` placeholders in the scheme and
 * authority of a full URL (`https://user:pass@host`) are not placeholders, as
 * at run time.
 */
type UrlNames<Url extends string> = Url extends `${infer Scheme}://${infer Rest}`
  ? IsScheme<Scheme> extends true
    ? SplitAuthority<Rest> extends [infer Authority extends string, infer Path extends string]
      ? TemplateNames<Authority, false> | TemplateNames<Path, true>
      : never
    : TemplateNames<Url, true>
  : TemplateNames<Url, true>;

/** Turns `A | B` into `A & B`, which for distinct string literals is `never`. */
type UnionToIntersection<Union> =
  (Union extends unknown ? (arg: Union) => void : never) extends (arg: infer Both) => void ? Both : never;

/**
 * Whether `Route` is one literal string: not `string`, not a pattern such as
 * `` `/repos/${string}` `` (whose `Record` has an index signature, so `{}` fits
 * it), and not a union of literals.
 *
 * @internal
 */
export type IsOneLiteral<Route extends string> = {} extends Record<Route, true>
  ? false
  : [Route] extends [UnionToIntersection<Route>]
    ? true
    : false;

/**
 * The URL part of a route: what follows the first space, or the whole route
 * when it has no method.
 *
 * @example
 * ```ts
 * type Url = RouteUrl<"GET /repos/{owner}/{repo}">; //=> "/repos/{owner}/{repo}"
 * ```
 */
export type RouteUrl<Route extends string> = Route extends `${string} ${infer Url}` ? Url : Route;

/**
 * The uppercase method of a route, `"GET"` for a route without one, and
 * `string` for a route that is not a literal.
 *
 * @example
 * ```ts
 * type Method = RouteMethod<"post /markdown">; //=> "POST"
 * ```
 */
export type RouteMethod<Route extends string> = string extends Route
  ? string
  : Route extends `${infer Method} ${string}`
    ? Uppercase<Method>
    : "GET";

/**
 * Every variable name a literal route declares, in any RFC 6570 expression or
 * as a `:name` placeholder, with modifiers (`*`, `:3`) stripped. `string` for a
 * route that is not a literal, so that any name is accepted.
 *
 * @example
 * ```ts
 * type Names = RouteVariables<"GET /repos/{owner}/{repo}/contents/{path}{?ref}">;
 * //=> "owner" | "repo" | "path" | "ref"
 * ```
 */
export type RouteVariables<Route extends string> = IsOneLiteral<Route> extends true
  ? Exclude<UrlNames<RouteUrl<Route>>[0], "">
  : string;

/**
 * The variables of a literal route that must have a value before it is sent:
 * those of simple (`{a}`) and reserved (`{+a}`) expressions, and `:name`
 * placeholders. The other operators write their own delimiter, so a missing
 * value leaves no hole and their variables stay optional (`{?ref}`, `{/number}`).
 * `never` for a route that is not one literal (see {@link RouteVariables}),
 * which is therefore not checked.
 *
 * @example
 * ```ts
 * type Required = RequiredRouteVariables<"PUT /user/starred/:owner/:repo{?note}">; //=> "owner" | "repo"
 * ```
 */
export type RequiredRouteVariables<Route extends string> = IsOneLiteral<Route> extends true
  ? Exclude<Extract<UrlNames<RouteUrl<Route>>, Found<string, "required">>[0], "">
  : never;
