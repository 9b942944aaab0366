import { useCallback, useEffect, useRef, useState } from 'react';
import { widenLimits } from '../../common/calculation/limits';
import { roundToDecimals, stepDecimals } from '../../common/calculation/step';
import { useSavingsCalculation } from './api';
import { SAVINGS_STEPS, type SavingsConfig, type SavingsField } from './config-schema';
import {
  changeSavingsInput,
  initialSavingsInputs,
  initialSavingsLimits,
  toSavingsRequest,
  type SavingsInputs,
} from './savings-inputs';

const onStep = (field: SavingsField, value: number) =>
  roundToDecimals(value, stepDecimals(SAVINGS_STEPS[field]));

/** The savings calculator's state: calculates on load and after every finished slider change. */
export function useSavingsCalculator(config: SavingsConfig) {
  const [limits, setLimits] = useState(() => initialSavingsLimits(config));
  const [inputs, setInputs] = useState(() => initialSavingsInputs(limits));
  const [visitorStarted, setVisitorStarted] = useState(false);
  const calculation = useSavingsCalculation(config.serviceUrl);
  const { trigger } = calculation;
  const latest = useRef(0);

  const calculate = useCallback(
    async (next: SavingsInputs) => {
      const attempt = ++latest.current;
      const result = await trigger(toSavingsRequest(next));
      if (!result || attempt !== latest.current) return;
      const periodicInstalment = onStep('periodicInstalment', result.periodicInstalment);
      const savingTarget = onStep('savingTarget', result.savingTarget);
      setInputs({ ...next, periodicInstalment, savingTarget });
      setLimits((current) => ({
        ...current,
        periodicInstalment: widenLimits(current.periodicInstalment, periodicInstalment),
        savingTarget: widenLimits(current.savingTarget, savingTarget),
      }));
    },
    [trigger],
  );

  useEffect(() => {
    void calculate(initialSavingsInputs(initialSavingsLimits(config)));
  }, [calculate, config]);

  const change = (field: SavingsField, value: number) => {
    const next = changeSavingsInput(inputs, field, value);
    setVisitorStarted(true);
    setInputs(next);
    void calculate(next);
  };

  return { inputs, limits, change, visitorStarted, ...calculation };
}
