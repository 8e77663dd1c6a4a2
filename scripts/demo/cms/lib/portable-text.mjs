/**
 * Turns a tiny markup into Portable Text blocks as Sanity Studio stores them.
 * One line per block: `## Heading`, `### Subheading`, `- bullet`, `1. numbered`, anything else a paragraph.
 * Inline: `**strong**`, `*em*`, `[text](url)` (a link mark definition).
 */
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

export function createPortableText(random) {
  function spans(text, markDefs) {
    const children = [];
    const push = (chunk, marks) => {
      if (chunk) children.push({ _type: 'span', _key: random.key(), text: chunk, marks });
    };
    let cursor = 0;
    for (const match of text.matchAll(INLINE)) {
      push(text.slice(cursor, match.index), []);
      const [, strong, em, linkText, href] = match;
      if (strong !== undefined) push(strong, ['strong']);
      else if (em !== undefined) push(em, ['em']);
      else {
        const markKey = random.key();
        markDefs.push({ _type: 'link', _key: markKey, href });
        push(linkText, [markKey]);
      }
      cursor = match.index + match[0].length;
    }
    push(text.slice(cursor), []);
    if (children.length === 0) push(' ', []);
    return children;
  }

  function block(line) {
    let style = 'normal';
    let listItem;
    let text = line;
    if (line.startsWith('### ')) [style, text] = ['h3', line.slice(4)];
    else if (line.startsWith('## ')) [style, text] = ['h2', line.slice(3)];
    else if (line.startsWith('- ')) [listItem, text] = ['bullet', line.slice(2)];
    else if (/^\d+\. /.test(line)) [listItem, text] = ['number', line.replace(/^\d+\. /, '')];
    const markDefs = [];
    const children = spans(text, markDefs);
    return {
      _type: 'block',
      _key: random.key(),
      style,
      ...(listItem ? { listItem, level: 1 } : {}),
      markDefs,
      children,
    };
  }

  /** `source` is a string with one block per non-empty line, or an array of such lines. */
  return function portableText(source) {
    const lines = Array.isArray(source) ? source : source.split('\n');
    return lines.map((line) => line.trim()).filter(Boolean).map(block);
  };
}

/** The plain text of Portable Text blocks (for feeds and descriptions). */
export function plainText(blocks) {
  return blocks.map((b) => b.children.map((c) => c.text).join('')).join('\n\n');
}
