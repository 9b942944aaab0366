/** google.maps.event and the MVCObject-style addListener every stand-in class has. */
type Handler = (...args: unknown[]) => void;

export interface MapsEventListener {
  remove(): void;
}

const registry = new WeakMap<object, Map<string, Set<Handler>>>();

function handlers(instance: object, name: string): Set<Handler> {
  let byName = registry.get(instance);
  if (!byName) registry.set(instance, (byName = new Map()));
  let set = byName.get(name);
  if (!set) byName.set(name, (set = new Set()));
  return set;
}

function addListener(instance: object, name: string, handler: Handler): MapsEventListener {
  const set = handlers(instance, name);
  const bound: Handler = (...args) => handler.apply(instance, args);
  set.add(bound);
  return { remove: () => set.delete(bound) };
}

function addListenerOnce(instance: object, name: string, handler: Handler): MapsEventListener {
  const listener = addListener(instance, name, (...args) => {
    listener.remove();
    handler.apply(instance, args);
  });
  return listener;
}

function trigger(instance: object, name: string, ...args: unknown[]): void {
  for (const handler of [...(registry.get(instance)?.get(name) ?? [])]) handler(...args);
}

export const event = {
  addListener,
  addListenerOnce,
  addDomListener(target: EventTarget, name: string, handler: EventListener): MapsEventListener {
    target.addEventListener(name, handler);
    return { remove: () => target.removeEventListener(name, handler) };
  },
  removeListener(listener: MapsEventListener | null | undefined): void {
    listener?.remove();
  },
  trigger,
  clearListeners(instance: object, name: string): void {
    registry.get(instance)?.delete(name);
  },
  clearInstanceListeners(instance: object): void {
    registry.delete(instance);
  },
  hasListeners(instance: object, name: string): boolean {
    return (registry.get(instance)?.get(name)?.size ?? 0) > 0;
  },
};

/** Base of Map, Marker and InfoWindow: `instance.addListener(name, handler)`. */
export class MVCObject {
  addListener(name: string, handler: Handler): MapsEventListener {
    return addListener(this, name, handler);
  }
}
