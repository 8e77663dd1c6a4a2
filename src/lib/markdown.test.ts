import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = markdownToHtml('## Help\n\n- one\n- *two*\n\nRead the [schedule](/schedule).');
    expect(html).toContain('<h2>Help</h2>');
    expect(html).toContain('<li><em>two</em></li>');
    expect(html).toContain('<a href="/schedule">schedule</a>');
  });

  it.each([
    ['<script>alert(1)</script>', '<script>'],
    ['<img src=x onerror=alert(1)>', '<img'],
    ['[click](javascript:alert(1))', 'javascript:'],
  ])('does not let %j through', (markdown, forbidden) => {
    expect(markdownToHtml(markdown)).not.toContain(forbidden);
  });
});
