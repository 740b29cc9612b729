/**
 * Quotes a word for a POSIX shell (sh, bash, zsh). Plain words stay bare for
 * readability; anything else goes in single quotes, inside which the shell
 * expands nothing (`$`, backticks, `\`, `!` in a script, newlines), and each
 * `'` is written as `'\''`: close, an escaped quote, reopen.
 *
 * @example
 * ```ts
 * shellQuote("--header"); //=> "--header"
 * shellQuote("it's $5"); //=> "'it'\\''s $5'"
 * ```
 *
 * @internal
 */
export function shellQuote(word: string): string {
  // A leading "=" or "~" means something to zsh or to every shell, so a bare
  // word starts with a letter, digit or "-".
  if (/^[A-Za-z0-9-][A-Za-z0-9_.,:/@%+=-]*$/.test(word)) return word;
  return `'${word.replaceAll("'", "'\\''")}'`;
}
