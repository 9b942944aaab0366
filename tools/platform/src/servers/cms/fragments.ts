import type { DomainModule, Markup } from '../../common/domain-module';

/**
 * The HTML fragments of the modules by name (calculator info modals, Content+ blocks; sanitised
 * by the widgets that load them). Two modules offering one name fail the server's start.
 */
export function collectFragments(modules: readonly DomainModule[]): Map<string, Markup> {
  const fragments = new Map<string, Markup>();
  for (const module of modules) {
    for (const [name, render] of Object.entries(module.fragments ?? {})) {
      if (fragments.has(name)) throw new Error(`Two platform modules offer fragment "${name}"`);
      fragments.set(name, render);
    }
  }
  return fragments;
}
