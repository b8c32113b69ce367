/**
 * Formats a message as next-intl's build compiles it (`precompile: true` in next.config.ts: ICU parsed once at build
 * time, so neither the server nor the browser parses ICU). A compiled message is a string or a list of nodes; a node
 * is text, `0` (the `#` of a plural: its number), `[name]` (an argument), `[name, type, options]` (1 select,
 * 2 plural, 3 selectordinal; 4-6, number, date and time, are not used by our messages) or `[tag, ...children]` (a
 * rich-text tag such as `<bdi>`).
 * The browser's components format with this instead of use-intl's runtime (issue 25: about 5 KB of compressed
 * JavaScript on every page); the results are the same (tests/unit/format-message.unit.spec.ts checks them against
 * use-intl's own formatter on every message of both languages).
 */
export type CompiledMessage = string | CompiledNode[];
type CompiledNode = string | 0 | [string, ...unknown[]];
type Option = string | 0 | CompiledNode[];

export type FormatValue = string | number | boolean | Date | null | undefined;
/** A rich-text tag's value: what to render around its chunks. */
export type TagValue<Part> = (chunks: (string | Part)[]) => Part;

const SELECT = 1;
const PLURAL = 2;
const SELECT_ORDINAL = 3;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

interface Context<Part> {
  locale: string;
  values: Record<string, FormatValue | TagValue<Part>>;
  /** The number a `#` stands for: the innermost plural's. */
  pound?: number;
}

function formatNodes<Part>(nodes: readonly CompiledNode[], ctx: Context<Part>): (string | Part)[] {
  const out: (string | Part)[] = [];
  for (const node of nodes) {
    const part = formatNode(node, ctx);
    if (Array.isArray(part)) out.push(...part);
    else out.push(part);
  }
  return out;
}

function formatOption<Part>(option: Option | undefined, ctx: Context<Part>): (string | Part)[] {
  if (option === undefined) return [];
  if (typeof option === 'string') return [option];
  if (option === 0) return [formatNode(0, ctx) as string];
  return formatNodes(option, ctx);
}

function formatNode<Part>(node: CompiledNode, ctx: Context<Part>): string | Part | (string | Part)[] {
  if (typeof node === 'string') return node;
  if (node === 0) return ctx.pound === undefined ? '#' : numberFormat(ctx.locale).format(ctx.pound);
  const [name, type, ...rest] = node;
  const value = ctx.values[name];
  if (type === undefined) return String(value);
  if (typeof type !== 'number' || type === 0) {
    // A tag: its children are formatted first, then handed to the tag's function.
    const children = joinText(formatNodes([type, ...rest] as CompiledNode[], ctx));
    return (value as TagValue<Part>)(children);
  }
  const options = rest[0];
  switch (type) {
    case SELECT: {
      const cases = options as Record<string, Option>;
      return formatOption(cases[String(value)] ?? cases.other, ctx);
    }
    case PLURAL:
    case SELECT_ORDINAL: {
      const cases = options as Record<string, Option>;
      const n = Number(value);
      const exact = `=${n}`;
      const chosen = exact in cases ? cases[exact] : (cases[pluralRule(ctx.locale, type === PLURAL ? 'cardinal' : 'ordinal').select(n)] ?? cases.other);
      return formatOption(chosen, { ...ctx, pound: n });
    }
    default:
      // {n, number} / {d, date} / {t, time}: none of our messages uses them (the unit spec checks every message).
      throw new Error(`format-message: argument type ${type} of {${name}} is not supported in the browser`);
  }
}

/** Adjacent text joined, so a plain message is one string and a rich one is text and parts in order. */
function joinText<Part>(parts: (string | Part)[]): (string | Part)[] {
  const joined: (string | Part)[] = [];
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else {
      if (text) joined.push(text);
      text = '';
      joined.push(part);
    }
  }
  if (text || joined.length === 0) joined.push(text);
  return joined;
}

/**
 * The message with its values: a string when every part is text, else the parts in order (a tag's function may
 * return a React element).
 */
export function formatMessage<Part = never>(message: CompiledMessage, locale: string, values: Record<string, FormatValue | TagValue<Part>> = {}): string | (string | Part)[] {
  if (typeof message === 'string') return message;
  const parts = joinText(formatNodes<Part>(message, { locale, values }));
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}
