import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

/** Runs a tool to completion; resolves with stdout as a Buffer, rejects with stderr on a non-zero exit. */
export function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(Buffer.concat(stdout));
      else reject(new Error(`${command} exited with ${code}:\n${Buffer.concat(stderr).toString().slice(-2000)}`));
    });
  });
}

export async function runJson(command, args) {
  return JSON.parse((await run(command, args)).toString());
}
