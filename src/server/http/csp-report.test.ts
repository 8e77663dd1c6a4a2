import { describe, expect, it } from 'vitest';
import { createViolationBudget, readCspReport } from './csp-report';

const post = (type: string, body: string) =>
  new Request('http://site.test/csp-report', { method: 'POST', headers: { 'content-type': type }, body });

describe('readCspReport', () => {
  it('reads the Reporting API format and the older csp-report one', async () => {
    const modern = JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://site.test/',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          sample: 'alert(1)',
        },
      },
      { type: 'deprecation', body: {} },
    ]);
    expect(await readCspReport(post('application/reports+json', modern))).toEqual({
      ok: true,
      violations: [
        { documentUrl: 'http://site.test/', blockedUrl: 'inline', directive: 'script-src-elem', sample: 'alert(1)' },
      ],
    });
    const legacy = JSON.stringify({
      'csp-report': { 'document-uri': 'http://site.test/m/x', 'violated-directive': 'img-src' },
    });
    expect(await readCspReport(post('application/csp-report', legacy))).toMatchObject({
      ok: true,
      violations: [{ documentUrl: 'http://site.test/m/x', directive: 'img-src' }],
    });
  });

  it('refuses other content types, bodies that are not reports, and large bodies, naming the problem', async () => {
    expect(await readCspReport(post('text/plain', '{}'))).toMatchObject({ ok: false, status: 415 });
    expect(await readCspReport(post('application/csp-report', 'nope'))).toEqual({
      ok: false,
      status: 400,
      error: 'body: not JSON',
    });
    expect(await readCspReport(post('application/csp-report', '{"a":1}'))).toMatchObject({ ok: false, status: 400 });
    expect(await readCspReport(post('application/csp-report', 'x'.repeat(20_000)))).toMatchObject({
      ok: false,
      status: 413,
    });
  });
});

describe('createViolationBudget', () => {
  it('logs at most the budget per minute', () => {
    let now = 0;
    const budget = createViolationBudget(2, () => now);
    expect(budget.admit([{}, {}, {}])).toHaveLength(2);
    expect(budget.admit([{}])).toHaveLength(0);
    now = 60_000;
    expect(budget.admit([{}])).toHaveLength(1);
  });
});
