const REGISTRY_KEY = Symbol.for('ctb.shared.singletons');

type Registry = Set<string>;
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Registry };

/**
 * Records that the singleton `name` of @ctb/shared has been created on this page and warns when a
 * second copy appears. Module Federation should hand every app the same copy of the library; a
 * second one means two token caches and two branch stores, which must be reported, never silent.
 */
export function guardSingleton(name: string): void {
  const scope = globalThis as GlobalWithRegistry;
  const registry = (scope[REGISTRY_KEY] ??= new Set<string>());
  if (registry.has(name)) {
    console.warn(
      `[@ctb/shared] A second copy of "${name}" was loaded on this page. ` +
        'Check that @ctb/shared is shared as a singleton in every Module Federation build.',
    );
    return;
  }
  registry.add(name);
}
