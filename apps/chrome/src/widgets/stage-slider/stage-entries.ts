import type { StageSlideData } from './config-schema';

/** A slide of the stage: the editor's own, or one another widget put into the stage. */
export type StageEntry =
  | { kind: 'own'; key: string; heading: string; data: StageSlideData }
  | { kind: 'external'; key: string; heading: string | undefined; element: Element };

const externalKeys = new WeakMap<Element, string>();
let nextExternalKey = 1;

function externalKey(element: Element): string {
  let key = externalKeys.get(element);
  if (!key) {
    key = `external-${nextExternalKey++}`;
    externalKeys.set(element, key);
  }
  return key;
}

/** Regional slides first (where regional content puts them), then the editor's. */
export function stageSlides(
  external: readonly Element[],
  own: readonly StageSlideData[],
): StageEntry[] {
  return [
    ...external.map((element): StageEntry => ({
      kind: 'external',
      key: externalKey(element),
      heading: element.querySelector('h1, h2, h3, h4')?.textContent?.trim() || undefined,
      element,
    })),
    ...own.map((data): StageEntry => ({
      kind: 'own',
      key: `own-${data.id}`,
      heading: data.heading,
      data,
    })),
  ];
}
