// Small process helpers for the workspace scripts (no dependencies: they run before install).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** Same as run, but reports the exit code instead of throwing. */
export function runStatus(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

export function pnpm(args, options) {
  run('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], options);
}

/** A package's executable, from the workspace root or a workspace package's own node_modules. */
export function bin(name, packageDir = '.') {
  return path.join(root, packageDir, 'node_modules', '.bin', name);
}

/** Installs the workspace with pnpm, bootstrapped through npx (no global pnpm needed). */
export function install() {
  log(`Installing the workspace with pnpm ${PNPM_VERSION}`);
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen, '--reporter=append-only'], {
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
}

export function startBackground(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
