import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { nextTask } from './next-task';

/**
 * Splits the runtime's work on a page into tasks: a remote's container starts, and each shared
 * module a remote asks for is resolved, in a task of its own instead of in the one long task that
 * followed the script's arrival (a phone then answers a tap in between). Registered for every
 * instance on the page (the shell's and each remote's), as each resolves its own shared modules.
 */
export function taskSplitPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ctb-task-split',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
