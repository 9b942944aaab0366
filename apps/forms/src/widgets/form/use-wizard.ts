import { useState } from 'react';
import type { FormDefinition, FormStep } from '../../common/definition/definition-schema';
import type { FormState } from '../../common/rules/conditions';

/**
 * Which step is open and how far the visitor may jump back and forth. Going back (by the back
 * button or an earlier tab) disables the tabs after the one opened: they are reached again only
 * through "next", which validates the step.
 */
export function useWizard(definition: FormDefinition, state: FormState, startStep: number) {
  const steps: FormStep[] = definition.steps.filter((step) => state.steps[step.id]);
  const initial = steps[Math.min(startStep, steps.length - 1)]?.id ?? steps[0]?.id ?? '';
  const [currentId, setCurrentId] = useState(initial);
  const [reachedId, setReachedId] = useState(initial);
  const found = steps.findIndex((step) => step.id === currentId);
  const current = found >= 0 ? found : 0;
  const reachedIndex = steps.findIndex((step) => step.id === reachedId);
  const reached = Math.max(current, reachedIndex);

  const open = (index: number) => {
    const step = steps[index];
    if (!step) return;
    setCurrentId(step.id);
    setReachedId(step.id);
  };

  return {
    steps,
    current,
    reached,
    step: steps[current],
    isLast: current >= steps.length - 1,
    /** Forward after the step was validated. */
    forward: () => open(current + 1),
    /** Back, or to an earlier tab: later tabs are disabled again. */
    back: (index = current - 1) => open(Math.max(0, index)),
    open,
  };
}
