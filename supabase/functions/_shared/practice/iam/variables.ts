// Policy variables (reference_policies_variables.html): `${aws:username}` is replaced with the
// request's value of that key when the policy is evaluated; `${key, 'default'}` falls back to
// the quoted text; `${*}`, `${?}` and `${$}` stand for a literal `*`, `?` and `$`. Only policies
// with Version 2012-10-17 have variables; under 2008-10-17 the same text is taken literally.
import { STAR, globOf, literalGlob } from './wildcard.ts';
import type { RequestContext } from './context.ts';

export type TemplatePart =
  | { kind: 'text'; text: string }
  | { kind: 'literal'; text: string }
  | { kind: 'variable'; key: string; name: string; fallback: string | null };

export type Template = readonly TemplatePart[];

export type TemplateResult = { ok: true; template: Template } | { ok: false; message: string };

/** Splits a policy value into text and variables; `withVariables` false keeps it all as text. */
export function parseTemplate(raw: string, withVariables: boolean): TemplateResult {
  if (!withVariables || !raw.includes('${')) return { ok: true, template: [{ kind: 'text', text: raw }] };
  const parts: TemplatePart[] = [];
  let text = '';
  let index = 0;
  while (index < raw.length) {
    const open = raw.indexOf('${', index);
    if (open < 0) {
      text += raw.slice(index);
      break;
    }
    text += raw.slice(index, open);
    const parsed = readVariable(raw, open + 2);
    if (!parsed.ok) return parsed;
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push(parsed.part);
    index = parsed.end;
  }
  if (text) parts.push({ kind: 'text', text });
  return { ok: true, template: parts };
}

function readVariable(
  raw: string,
  start: number,
): { ok: true; part: TemplatePart; end: number } | { ok: false; message: string } {
  // The default value may hold '}' inside its quotes, so the closing brace is found by scanning.
  let index = start;
  let name = '';
  while (index < raw.length && raw[index] !== '}' && raw[index] !== ',') name += raw[index++];
  name = name.trim();
  let fallback: string | null = null;
  if (raw[index] === ',') {
    index += 1;
    while (raw[index] === ' ') index += 1;
    if (raw[index] !== "'") {
      return {
        ok: false,
        message: `O valor padrão da variável \${${name}, …} precisa estar entre aspas simples.`,
      };
    }
    index += 1;
    fallback = '';
    for (;;) {
      if (index >= raw.length) {
        return {
          ok: false,
          message: `O valor padrão da variável \${${name}, …} não fecha as aspas simples.`,
        };
      }
      if (raw[index] === "'") {
        // Two single quotes inside the default stand for one.
        if (raw[index + 1] === "'") {
          fallback += "'";
          index += 2;
          continue;
        }
        index += 1;
        break;
      }
      fallback += raw[index++];
    }
    while (raw[index] === ' ') index += 1;
  }
  if (raw[index] !== '}') {
    return { ok: false, message: `A variável "\${${name}" não fecha com "}".` };
  }
  const end = index + 1;
  if (fallback === null && (name === '*' || name === '?' || name === '$')) {
    return { ok: true, part: { kind: 'literal', text: name }, end };
  }
  if (!/^[A-Za-z0-9-]+:[^\s]+$/.test(name)) {
    return {
      ok: false,
      message: `Variável de política desconhecida \${${name}}: use o nome completo da chave, como \${aws:username}.`,
    };
  }
  return { ok: true, part: { kind: 'variable', key: name.toLowerCase(), name, fallback }, end };
}

/** True when the template has a variable (its value is known only per request). */
export function hasVariables(template: Template): boolean {
  return template.some((part) => part.kind === 'variable');
}

/** A variable's value in this request: a single-valued key, or the default; null when unresolved. */
function variableValue(
  part: Extract<TemplatePart, { kind: 'variable' }>,
  context: RequestContext,
): string | null {
  const entry = context.get(part.key);
  // Multivalued keys cannot be variables (reference_policies_variables.html).
  if (entry && !entry.multi && entry.values.length === 1) return entry.values[0] ?? null;
  return part.fallback;
}

/** The template as a wildcard pattern; null when a variable has no value (it then matches nothing). */
export function resolveGlob(template: Template, context: RequestContext): number[] | null {
  const only = template[0];
  if (template.length === 1 && only?.kind === 'text') return globOf(only.text);
  const glob: number[] = [];
  for (const part of template) {
    if (part.kind === 'text') {
      for (const code of globOf(part.text)) {
        if (code === STAR && glob[glob.length - 1] === STAR) continue;
        glob.push(code);
      }
    } else if (part.kind === 'literal') {
      glob.push(...literalGlob(part.text));
    } else {
      const value = variableValue(part, context);
      if (value === null) return null;
      // A substituted value is matched literally: a `*` in a user's tag must not widen access.
      glob.push(...literalGlob(value));
    }
  }
  return glob;
}

/** The template as plain text (for the Equals operators); null when a variable has no value. */
export function resolveText(template: Template, context: RequestContext): string | null {
  let text = '';
  for (const part of template) {
    if (part.kind === 'variable') {
      const value = variableValue(part, context);
      if (value === null) return null;
      text += value;
    } else {
      text += part.text;
    }
  }
  return text;
}
