import { taskSplitPlugin } from './task-split-plugin';

const microtasks = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

describe('splitting the runtime’s work into tasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['beforeInitContainer', 'beforeLoadShare'] as const)(
    'lets %s go on only in a later task, with what it was given',
    async (hook) => {
      const plugin = taskSplitPlugin();
      const args = { pkgName: 'react' } as never;
      let result: unknown;
      void (plugin[hook] as (value: never) => Promise<unknown>)(args).then((value) => {
        result = value;
      });
      await microtasks();
      expect(result).toBeUndefined();
      jest.runOnlyPendingTimers();
      await microtasks();
      expect(result).toBe(args);
    },
  );
});
