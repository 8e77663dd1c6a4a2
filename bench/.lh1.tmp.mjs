import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/bench/support.mjs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'] });
try {
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
  const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const a = (id) => lhr.audits[id];
  console.log(url, 'FCP', Math.round(a('first-contentful-paint').numericValue), 'LCP', Math.round(a('largest-contentful-paint').numericValue), 'TBT', Math.round(a('total-blocking-time').numericValue));
  if (process.env.DETAIL) {
    console.log('render-blocking', JSON.stringify(a('render-blocking-insight')?.details?.items ?? a('render-blocking-resources')?.details?.items));
    const reqs = a('network-requests').details.items.filter((r) => r.networkRequestTime < (a('largest-contentful-paint').numericValue)).slice(0, 20);
    for (const r of reqs) console.log(' ', Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.transferSize, r.resourceType, r.url.slice(0, 90), r.priority);
    console.log('lcp-el', JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a('lcp-breakdown-insight')?.details));
    const mt = a('mainthread-work-breakdown')?.details?.items?.map((x) => `${x.group}:${Math.round(x.duration)}`).join(' ');
    console.log('mainthread', mt);
  }
  }
} finally { chrome.kill(); }
