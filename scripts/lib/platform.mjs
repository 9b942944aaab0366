// Starts the local platform (tools/platform/src/main.ts) as a child process of a script.
import { spawn } from 'node:child_process';
import { bin, root } from './run.mjs';

export const PLATFORM_ENTRY = 'tools/platform/src/main.ts';

/** The platform serving the apps' current dist folders; options go to child_process.spawn. */
export function spawnPlatform(options = {}) {
  return spawn(bin('tsx', 'tools/platform'), [PLATFORM_ENTRY], { cwd: root, ...options });
}
