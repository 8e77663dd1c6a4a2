import { describe, expect, it } from 'vitest';
import { renderConfigErrorPage, type ConfigErrorPageInput } from './config-error-page';

const input: ConfigErrorPageInput = {
  kind: 'config_invalid',
  reason: 'invalid',
  errors: ['siteId: is required', 'menu[0].label: must be one of "<b>"'],
  source: 'badconf1',
  language: 'en',
  helpUrl: '/help/configuration',
  requestId: 'req-1',
};

describe('renderConfigErrorPage', () => {
  it('shows the code as heading, the explanation, every problem and the help link', () => {
    const html = renderConfigErrorPage(input);
    expect(html).toContain('<h1>config_invalid</h1>');
    expect(html).toContain('The site configuration is invalid');
    expect(html).toContain('<code>siteId: is required</code>');
    expect(html).toContain('Configuration source: badconf1');
    expect(html).toContain('<a href="/help/configuration">How to fix the configuration</a>');
    expect(html).toContain('Reference: req-1');
  });

  it('escapes whatever the config or source contained', () => {
    const html = renderConfigErrorPage({ ...input, source: 'https://x.example/"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;');
  });

  it.each([
    ['settings', 'settings_invalid', 'do not name a usable configuration source'],
    ['unavailable', 'config_invalid', 'could not be loaded'],
    ['multiple_integrations', 'config_invalid', 'more than one account integration'],
  ] as const)('explains the %s reason', (reason, kind, text) => {
    const html = renderConfigErrorPage({ ...input, reason, kind });
    expect(html).toContain(`<h1>${kind}</h1>`);
    expect(html).toContain(text);
  });

  it.each([
    ['es', 'Cómo corregir la configuración'],
    ['nl', 'Zo herstel je de configuratie'],
    ['fr', 'Comment corriger la configuration'],
    ['de', 'So behebst du die Konfiguration'],
  ] as const)('is translated into %s', (language, helpText) => {
    const html = renderConfigErrorPage({ ...input, language });
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(helpText);
  });
});
