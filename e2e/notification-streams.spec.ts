import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Issue 40: of 2,000 notification streams opened at once, 106–245 were reset by the kernel before the server saw
 * them: Node's default listen backlog (511) overflowed while the process was busy opening the others.
 */
test('the server has the kernel hold a burst of 4,096 connections while it is busy', ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  // A listening socket's Send-Q is its backlog; Linux caps it at net.core.somaxconn.
  const [listening] = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim().split('\n');
  const backlog = Number(listening?.trim().split(/\s+/)[2]);
  const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
  expect(backlog).toBe(Math.min(4096, somaxconn));
});
