// IAM wildcards: `*` matches any run of characters (also none), `?` exactly one. A pattern is kept
// as an array of UTF-16 code units with two markers, so a literal `*` (from the `${*}` escape or
// a variable's value) stays distinct from a wildcard one and no regular expression is built per
// request.

export const STAR = -1;
export const ANY_ONE = -2;

export type Glob = readonly number[];

/** The pattern of a text in which `*` and `?` are wildcards. */
export function globOf(text: string): number[] {
  const glob: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x2a) {
      // Consecutive stars match the same as one; collapsing them keeps matching linear-ish.
      if (glob[glob.length - 1] !== STAR) glob.push(STAR);
    } else if (code === 0x3f) {
      glob.push(ANY_ONE);
    } else {
      glob.push(code);
    }
  }
  return glob;
}

/** The pattern of a text whose `*` and `?` are plain characters. */
export function literalGlob(text: string): number[] {
  const glob: number[] = [];
  for (let index = 0; index < text.length; index += 1) glob.push(text.charCodeAt(index));
  return glob;
}

/** True when the pattern is only stars: it matches every value. */
export function matchesEverything(glob: Glob): boolean {
  return glob.length > 0 && glob.every((code) => code === STAR);
}

/** Whole-value match, case-sensitive (lower-case both sides first for a case-insensitive one). */
export function globMatch(glob: Glob, value: string, from = 0, to = glob.length): boolean {
  // Classic backtracking over the last star only: O(pattern × value) at worst, no recursion.
  let p = from;
  let v = 0;
  let starAt = -1;
  let starValue = 0;
  while (v < value.length) {
    const code = p < to ? glob[p] : undefined;
    if (code === STAR) {
      starAt = p;
      starValue = v;
      p += 1;
    } else if (code !== undefined && (code === ANY_ONE || code === value.charCodeAt(v))) {
      p += 1;
      v += 1;
    } else if (starAt >= 0) {
      p = starAt + 1;
      starValue += 1;
      v = starValue;
    } else {
      return false;
    }
  }
  while (p < to && glob[p] === STAR) p += 1;
  return p === to;
}

/** The same pattern with its letters in lower case (wildcard markers untouched). */
export function lowerGlob(glob: Glob): number[] {
  return glob.map((code) =>
    code >= 0x41 && code <= 0x5a ? code + 0x20 : code < 0x80 ? code : lowerCode(code),
  );
}

function lowerCode(code: number): number {
  if (code < 0) return code;
  const lower = String.fromCharCode(code).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : code;
}

/** The pattern back to text, wildcards shown as `*` and `?`. */
export function globText(glob: Glob): string {
  return glob
    .map((code) => (code === STAR ? '*' : code === ANY_ONE ? '?' : String.fromCharCode(code)))
    .join('');
}
