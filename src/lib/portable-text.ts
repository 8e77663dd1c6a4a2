import { z } from 'zod';
import { slugify } from './routes';

/**
 * Portable Text (Sanity rich text) → HTML, sanitized by construction: the output is built only from the tags
 * below, every text is escaped, and a link keeps its href only when it is http(s), mailto or site-relative.
 * Unknown block types, marks and attributes are dropped; nothing from the input is ever emitted as raw HTML.
 */

const spanSchema = z.object({
  _type: z.literal('span'),
  text: z.string().catch(''),
  marks: z.array(z.string()).catch([]).default([]),
});

const markDefSchema = z.object({
  _key: z.string(),
  _type: z.string(),
  href: z.string().optional().catch(undefined),
});

const blockSchema = z.object({
  _type: z.literal('block'),
  style: z.string().catch('normal').default('normal'),
  listItem: z.string().optional().catch(undefined),
  level: z.number().int().min(1).max(6).optional().catch(undefined),
  markDefs: z.array(markDefSchema.nullable().catch(null)).catch([]).default([]),
  children: z.array(z.unknown()).catch([]).default([]),
});

type Block = z.infer<typeof blockSchema>;
type MarkDef = z.infer<typeof markDefSchema>;

export interface RichTextHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** http(s), mailto and site-relative (`/path`, not `//host`) links survive; anything else is refused. */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  const value = href.trim();
  const hasControlCharacter = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (hasControlCharacter || /[\s\\]/.test(value)) return undefined;
  if (/^\/(?![/\\])/.test(value)) return value;
  if (/^mailto:[^\s]+$/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const DECORATORS: Record<string, string> = {
  strong: 'strong',
  em: 'em',
  code: 'code',
  underline: 'u',
  'strike-through': 's',
};

const HEADING_TAGS: Record<string, 'h2' | 'h3' | 'h4'> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

function parseBlocks(value: unknown): Block[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = blockSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function spans(block: Block) {
  return block.children.flatMap((child) => {
    const parsed = spanSchema.safeParse(child);
    return parsed.success ? [parsed.data] : [];
  });
}

function plainText(block: Block): string {
  return spans(block)
    .map((span) => span.text)
    .join('');
}

function renderSpan(text: string, marks: string[], markDefs: MarkDef[]): string {
  let html = escapeHtml(text).replace(/\n/g, '<br>');
  for (const mark of marks) {
    const tag = DECORATORS[mark];
    if (tag) {
      html = `<${tag}>${html}</${tag}>`;
      continue;
    }
    const def = markDefs.find((candidate) => candidate._key === mark);
    const href = def?._type === 'link' ? safeHref(def.href) : undefined;
    if (href) {
      const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer" target="_blank"' : '';
      html = `<a href="${escapeHtml(href)}"${external}>${html}</a>`;
    }
  }
  return html;
}

function renderInline(block: Block): string {
  const markDefs = block.markDefs.filter((def): def is MarkDef => def !== null);
  return spans(block)
    .map((span) => renderSpan(span.text, span.marks, markDefs))
    .join('');
}

/** Unique, readable ids for h2/h3 blocks, in document order (used by tables of contents). */
function headingIds(blocks: Block[]): Map<Block, RichTextHeading> {
  const used = new Map<string, number>();
  const result = new Map<Block, RichTextHeading>();
  for (const block of blocks) {
    const tag = block.listItem ? undefined : HEADING_TAGS[block.style];
    if (tag !== 'h2' && tag !== 'h3') continue;
    const text = plainText(block).trim();
    if (!text) continue;
    const base = slugify(text) || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    result.set(block, { id: seen === 0 ? base : `${base}-${seen + 1}`, text, level: tag === 'h2' ? 2 : 3 });
  }
  return result;
}

export function richTextHeadings(value: unknown): RichTextHeading[] {
  return [...headingIds(parseBlocks(value)).values()];
}

/** True when the rich text has any visible text (empty CMS fields come as `[]` or blocks of blank spans). */
export function hasRichText(value: unknown): boolean {
  return parseBlocks(value).some((block) => plainText(block).trim().length > 0);
}

export function portableTextToHtml(value: unknown): string {
  const blocks = parseBlocks(value);
  const headings = headingIds(blocks);
  const out: string[] = [];
  // Open lists as a stack of [tag, level] so nested list items (level 2, 3…) nest inside the previous item.
  const openLists: { tag: 'ul' | 'ol'; level: number }[] = [];
  const closeListsDeeperThan = (level: number) => {
    while (openLists.length > 0 && (openLists.at(-1)?.level ?? 0) > level) {
      out.push(`</li></${openLists.pop()?.tag}>`);
    }
  };

  for (const block of blocks) {
    if (block.listItem) {
      const tag = block.listItem === 'number' ? 'ol' : 'ul';
      const level = block.level ?? 1;
      closeListsDeeperThan(level);
      const current = openLists.at(-1);
      if (current && current.level === level && current.tag !== tag) {
        out.push(`</li></${current.tag}>`);
        openLists.pop();
      }
      const top = openLists.at(-1);
      if (top && top.level === level) {
        out.push('</li><li>');
      } else {
        out.push(`<${tag}><li>`);
        openLists.push({ tag, level });
      }
      out.push(renderInline(block));
      continue;
    }
    closeListsDeeperThan(0);
    const inline = renderInline(block);
    const heading = headings.get(block);
    const tag = HEADING_TAGS[block.style];
    if (tag) {
      if (!inline) continue;
      out.push(`<${tag}${heading ? ` id="${escapeHtml(heading.id)}"` : ''}>${inline}</${tag}>`);
    } else if (block.style === 'blockquote') {
      out.push(`<blockquote>${inline}</blockquote>`);
    } else if (inline) {
      out.push(`<p>${inline}</p>`);
    }
  }
  closeListsDeeperThan(0);
  return out.join('');
}
