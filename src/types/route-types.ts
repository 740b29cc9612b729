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

// The parse runs on every call that names a literal route, so it is written
// for the compiler's cost: one step per `{…}` expression, with the rare forms
// (lists, modifiers, `:name`, a full URL) tested for once and parsed only when
// present. Its result is `[required, optional]`, two unions of names.

/** Operators whose expansion carries its own delimiter, so an undefined variable leaves no hole. */
type OptionalOperator = "#" | "." | "/" | ";" | "?" | "&";

/** `name*` and `name:3` are the variable `name`. */
type StripModifier<Spec extends string> = Spec extends `${infer Name}*`
  ? Name
  : Spec extends `${infer Name}:${string}`
    ? Name
    : Spec;

/** The names of a comma-separated variable list. */
type SplitList<List extends string, Acc extends string = never> = List extends `${infer Head},${infer Tail}`
  ? SplitList<Tail, Acc | StripModifier<Head>>
  : Acc | StripModifier<List>;

/** The names of a variable list: most are one plain name, which needs no parsing. */
type ListNames<List extends string> = List extends `${string}${"," | "*" | ":"}${string}` ? SplitList<List> : List;

/** Splits a run of word characters off the front of `Text`: `[word, rest]`. */
type TakeWord<Text extends string, Word extends string = ""> =
  Text extends `${infer Char extends WordChar}${infer Rest}` ? TakeWord<Rest, `${Word}${Char}`> : [Word, Text];

/**
 * `:name` placeholders in literal path text: right after a `/` or the `..` of
 * a comparison (`:base...:head`), a colon, a letter, then word characters (so
 * not `:8080`, nor `user:branch`).
 */
type ColonNames<Text extends string> = SlashColonNames<ComparisonHeads<Text>>;

/** `Text` with each `..:` written `/:`, which {@link SlashColonNames} reads. */
type ComparisonHeads<Text extends string> = Text extends `${infer Before}..:${infer After}` ? `${Before}/:${ComparisonHeads<After>}` : Text;

type SlashColonNames<Text extends string, Acc extends string = never> = Text extends `${string}/:${infer After}`
  ? After extends `${Letter}${string}`
    ? TakeWord<After> extends [infer Name extends string, infer Rest extends string]
      ? SlashColonNames<Rest, Acc | Name>
      : Acc
    : SlashColonNames<After, Acc>
  : Acc;

/**
 * `:name` placeholders that are whole query values in literal query text:
 * right after a `=`, a colon, a letter, then word characters up to a `&`,
 * a `#` or the end (so not `?q=is:open`).
 */
type QueryColonNames<Text extends string, Acc extends string = never> = Text extends `${string}=:${infer After}`
  ? After extends `${Letter}${string}`
    ? TakeWord<After> extends [infer Name extends string, infer Rest extends string]
      ? QueryColonNames<Rest, Rest extends "" | `${"&" | "#"}${string}` ? Acc | Name : Acc>
      : Acc
    : QueryColonNames<After, Acc>
  : Acc;

/**
 * Where the scan is: in the authority of a full URL (no `:name` there), in the
 * path (`{a}`, `{+a}` and `:name` are required), past the first literal `?` or
 * a `{?…}` expression (a whole query value `:name` is required, nothing else),
 * or past a `#` or a `{#…}` expression (nothing is required).
 */
type Part = "authority" | "path" | "query" | "fragment";

/**
 * The names of literal text in `Where`: its `:name` placeholders, and where
 * the text leaves the scan. Only called for text holding `:`, `?` or `#`.
 */
type LiteralScan<Text extends string, Where extends Part> = Where extends "fragment" | "authority"
  ? [never, Where]
  : Text extends `${infer BeforeHash}#${string}`
    ? [LiteralScan<BeforeHash, Where>[0], "fragment"]
    : Where extends "query"
      ? [QueryColonNames<Text>, "query"]
      : Text extends `${infer Path}?${infer Query}`
        ? [ColonNames<Path> | QueryColonNames<Query>, "query"]
        : [ColonNames<Text>, "path"];

/** The result of a scan of `Template`: `[required names, optional names]`. */
type Scan<
  Template extends string,
  Where extends Part,
  Required extends string = never,
  Optional extends string = never,
> = Template extends `${infer Literal}{${infer Expression}}${infer Rest}`
  ? Literal extends `${string}${":" | "?" | "#"}${string}`
    ? LiteralScan<Literal, Where> extends [infer Colons extends string, infer Next extends Part]
      ? ScanExpression<Expression, Rest, Next, Required | Colons, Optional>
      : never
    : ScanExpression<Expression, Rest, Where, Required, Optional>
  : Template extends `${string}${":" | "?" | "#"}${string}`
    ? [Required | LiteralScan<Template, Where>[0], Optional]
    : [Required, Optional];

/** Adds the names of one expression, then scans the rest of the template. */
type ScanExpression<
  Expression extends string,
  Rest extends string,
  Where extends Part,
  Required extends string,
  Optional extends string,
> = Expression extends `${OptionalOperator}${infer List}`
  ? Scan<
      Rest,
      Expression extends `#${string}` ? "fragment" : Expression extends `${"?" | "&"}${string}` ? (Where extends "fragment" ? Where : "query") : Where,
      Required,
      Optional | ListNames<List>
    >
  : Where extends "query" | "fragment"
    ? Scan<Rest, Where, Required, Optional | ListNames<Expression extends `+${infer List}` ? List : Expression>>
    : Scan<Rest, Where, Required | ListNames<Expression extends `+${infer List}` ? List : Expression>, Optional>;

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
 * The variables of a URL template as `[required, optional]`. `:name`
 * placeholders in the scheme and authority of a full URL
 * (`https://user:pass@host`) are not placeholders, as at run time. A
 * variable before the path (`{origin}/…`, `{+base}{+path}`) is the origin,
 * which may be left to the base URL.
 */
type UrlNames<Url extends string> = Url extends `${infer Scheme}://${infer Rest}`
  ? IsScheme<Scheme> extends true
    ? SplitAuthority<Rest> extends [infer Authority extends string, infer Path extends string]
      ? Scan<Authority, "authority"> extends [infer Required extends string, infer Optional extends string]
        ? Scan<Path, "path", Required, Optional>
        : never
      : never
    : Scan<Url, "path">
  : Url extends `{${infer Origin}}${infer Path}`
    ? OriginName<Origin> extends infer Name extends string
      ? [Name] extends [never]
        ? Scan<Url, "path">
        : Path extends "" | `${"?" | "#" | "{?" | "{&" | "{#"}${string}`
          ? Scan<Url, "path">
          : Scan<Path, "path", never, Name>
      : never
    : Scan<Url, "path">;

/** The name of a first expression that may give the origin: one variable, `{name}` or `{+name}`; `never` otherwise. */
type OriginName<Expression extends string> = Expression extends `+${infer Name}`
  ? OriginName<Name>
  : Expression extends "" | `${OptionalOperator | "+"}${string}` | `${string}${"," | "*" | ":"}${string}`
    ? never
    : Expression;

/**
 * True for each member of `Route` that is the whole of `All`: so for one
 * type, and not for a union (each member then finds the others in `All`,
 * which makes `boolean`).
 *
 * @internal
 */
// `All extends Route` distributes over `All` too, where tuples would not:
// for one type it is the same one test, and it spares the compiler the two
// tuple types it would build for every route (the builder asks this of each).
export type IsWhole<Route, All> = Route extends unknown ? (All extends Route ? true : false) : never;

/**
 * Whether `Route` is one literal string: not `string`, not a pattern such as
 * `` `/repos/${string}` `` (whose `Record` has an index signature, so `{}` fits
 * it), and not a union of literals.
 *
 * @internal
 */
export type IsOneLiteral<Route extends string> = string extends Route
  ? false
  : {} extends Record<Route, true>
    ? false
    : IsWhole<Route, Route>;

/**
 * The parsed variables of a route, `[required, optional]`, or `false` for a
 * route that is not one literal.
 *
 * @internal
 */
export type ParsedRoute<Route extends string> = IsOneLiteral<Route> extends true ? UrlNames<RouteUrl<Route>> : false;

/**
 * The text of each `{…}` expression of `Template`, as written (`owner`, `?ref`,
 * `+path`): a cheap first look at a route, for the common case. For a route of
 * plain `{name}` expressions, as most are, these are exactly its required
 * variables; for any other route (operators, lists, modifiers, a literal `?`)
 * some are not names, so a check that asks for them fails and falls back to
 * the exact parse. Two at a time: a template-literal match costs the compiler
 * about as much for two expressions as for one.
 *
 * @internal
 */
export type ExpressionTexts<Template extends string> =
  Template extends `${string}{${infer First}}${string}{${infer Second}}${infer Rest}`
    ? First | Second | (Rest extends `${string}{${string}` ? MoreExpressionTexts<Rest> : never)
    : Template extends `${string}{${infer Last}}${string}`
      ? Last
      : never;

/**
 * {@link ExpressionTexts} of the rest of a template that holds at least one
 * more expression: the next one, read alone, then the others two at a time.
 * Three expressions are as common as two in real routes, and read this way
 * the third costs one match instead of a failed two-expression match and a
 * second look.
 */
type MoreExpressionTexts<Template extends string> = Template extends `${string}{${infer Next}}${infer Rest}`
  ? Next | (Rest extends `${string}{${string}` ? ExpressionTexts<Rest> : never)
  : never;

/**
 * Text that only a route beyond plain `{name}` expressions holds: an
 * operator, a list, a modifier, a literal `?` or `#`, a `:name` placeholder.
 *
 * @internal
 */
export type BeyondPlainNames = `${string}${":" | "?" | "#" | "," | "*" | "{+" | "{." | "{/" | "{;" | "{&"}${string}`;

/**
 * The URL part of a route: what follows the first space, or the whole route
 * when it has no method.
 *
 * @example
 * ```ts
 * type Url = RouteUrl<"GET /repos/{owner}/{repo}">; //=> "/repos/{owner}/{repo}"
 * ```
 *
 * @group Types
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
 *
 * @group Types
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
 *
 * @group Types
 */
export type RouteVariables<Route extends string> =
  ParsedRoute<Route> extends [infer Required extends string, infer Optional extends string]
    ? Required | Optional
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
 *
 * @group Types
 */
export type RequiredRouteVariables<Route extends string> =
  ParsedRoute<Route> extends [infer Required extends string, string] ? Required : never;
