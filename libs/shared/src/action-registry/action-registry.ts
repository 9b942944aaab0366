import { guardSingleton } from '../singleton/guard-singleton';

/** An action that markup can trigger by name, e.g. the branch detail's `selectUsersBranch`. */
export type Action = (element: HTMLElement, ...args: unknown[]) => unknown;

guardSingleton('action registry');

const actions = new Map<string, Action>();

function disable(element: HTMLElement): void {
  if ('disabled' in element) (element as HTMLButtonElement).disabled = true;
  element.setAttribute('aria-disabled', 'true');
}

/** Named actions shared by all apps on the page. */
export const actionRegistry = {
  /** Registers `action` under `name`; returns the function that removes it again. */
  register(name: string, action: Action): () => void {
    if (actions.has(name))
      console.warn(`[@ctb/shared] action "${name}" was registered twice; the later one wins.`);
    actions.set(name, action);
    return () => {
      if (actions.get(name) === action) actions.delete(name);
    };
  },

  /**
   * Runs the action `name` for `element`. An unregistered action logs an error and disables the
   * element, so the visitor is not left clicking a control that does nothing.
   */
  run(name: string, element: HTMLElement, ...args: unknown[]): unknown {
    const action = actions.get(name);
    if (!action) {
      console.error(
        `[@ctb/shared] action "${name}" is not registered; the element was disabled.`,
        element,
      );
      disable(element);
      return undefined;
    }
    return action(element, ...args);
  },
};
