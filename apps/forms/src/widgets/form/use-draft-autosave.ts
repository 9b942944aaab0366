import { useEffect } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import type { FormDefinition } from '../../common/definition/definition-schema';
import type { FormInput } from '../../common/rules/field-values';
import { writeDraft } from './form-instance';

const SAVE_AFTER_MS = 300;

/** Keeps what the visitor types in sessionStorage (a short pause after each change). */
export function useDraftAutosave(
  watch: UseFormWatch<FormInput>,
  getValues: () => FormInput,
  key: string,
  definition: FormDefinition,
  instanceId: string,
  step: number,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled) return;
    // A step reached is worth keeping even before the next keystroke.
    if (step > 0) writeDraft(key, definition, { instanceId, values: getValues(), step });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => writeDraft(key, definition, { instanceId, values: values as FormInput, step }),
        SAVE_AFTER_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, getValues, key, definition, instanceId, step, enabled]);
}
