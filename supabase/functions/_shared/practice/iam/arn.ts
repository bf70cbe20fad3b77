// ARN matching (reference_policies_elements_resource.html, Conditions_ARN): an ARN has six parts,
// arn:partition:service:region:account-id:resource, and each is compared on its own, so a `*` in
// the region never swallows the account. The resource part is everything after the fifth colon
// (it may hold more colons and slashes), and a `*` there matches across them. A pattern that is
// only `*` matches every resource.
import { globMatch, matchesEverything, type Glob } from './wildcard.ts';

const COLON = 0x3a;

/** The six parts of an ARN, or null when the text is not one. */
export function arnParts(value: string): string[] | null {
  if (!value.startsWith('arn:')) return null;
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < value.length && parts.length < 5; index += 1) {
    if (value.charCodeAt(index) === COLON) {
      parts.push(value.slice(start, index));
      start = index + 1;
    }
  }
  if (parts.length < 5) return null;
  parts.push(value.slice(start));
  return parts;
}

/** Where the first five colons of a pattern are (the parts' boundaries), or null if fewer. */
function colonsOf(glob: Glob): number[] | null {
  const colons: number[] = [];
  for (let index = 0; index < glob.length && colons.length < 5; index += 1) {
    if (glob[index] === COLON) colons.push(index);
  }
  return colons.length === 5 ? colons : null;
}

/** True when the pattern is shaped as an ARN (six parts); `*` alone also counts. */
export function isArnPattern(glob: Glob): boolean {
  return matchesEverything(glob) || colonsOf(glob) !== null;
}

/** Part-by-part ARN match; a value that is no ARN is compared whole (e.g. the resource "*"). */
export function arnMatch(glob: Glob, value: string): boolean {
  if (matchesEverything(glob)) return true;
  const parts = arnParts(value);
  const colons = colonsOf(glob);
  if (!parts || !colons) return globMatch(glob, value);
  let from = 0;
  for (let part = 0; part < 6; part += 1) {
    const to = part < 5 ? (colons[part] as number) : glob.length;
    if (!globMatch(glob, parts[part] as string, from, to)) return false;
    from = to + 1;
  }
  return true;
}
