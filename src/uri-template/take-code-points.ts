/**
 * The first `count` Unicode code points of `text`: the RFC 6570 prefix modifier
 * counts characters, not UTF-16 units, so a surrogate pair is never cut in half.
 * A lone surrogate counts as one code point.
 *
 * @internal
 * @example
 * ```ts
 * takeCodePoints("𝄞stave", 1); //=> "𝄞"
 * takeCodePoints("value", 30); //=> "value"
 * ```
 */
export function takeCodePoints(text: string, count: number): string {
  // Most values are shorter than the prefix: no scan, no copy.
  if (text.length <= count) return text;
  let index = 0;
  for (let taken = 0; taken < count && index < text.length; taken += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    index += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, index);
}
