import { fieldElementId } from '../fields/fields-context';

/** After React has drawn the errors (two frames), focus the first field of `ids` that has one. */
export function focusFirstInvalid(
  idPrefix: string,
  ids: readonly string[],
  hasError: (id: string) => boolean,
): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const first = ids.find(hasError);
      if (first) document.getElementById(fieldElementId(idPrefix, first))?.focus();
    }),
  );
}
