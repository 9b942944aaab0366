import { useCallback, useEffect, useRef, useState } from 'react';
import { widenLimits } from '../../common/calculation/limits';
import { roundToDecimals, stepDecimals } from '../../common/calculation/step';
import { useCreditCalculation } from './api';
import { CREDIT_STEPS, MAX_TERM_MONTHS, type CreditConfig } from './config-schema';
import {
  changeCreditInput,
  initialCreditInputs,
  initialCreditLimits,
  toCreditRequest,
  type CreditField,
  type CreditInputs,
} from './credit-inputs';

/** The credit calculator's state: calculates on load and after every finished slider change. */
export function useCreditCalculator(config: CreditConfig) {
  const [limits, setLimits] = useState(() => initialCreditLimits(config));
  const [inputs, setInputs] = useState(() => initialCreditInputs(limits));
  const [visitorStarted, setVisitorStarted] = useState(false);
  const calculation = useCreditCalculation(config.serviceUrl);
  const { trigger } = calculation;
  const latest = useRef(0);

  const calculate = useCallback(
    async (requested: CreditInputs) => {
      const attempt = ++latest.current;
      let next = requested;
      let result = await trigger(toCreditRequest(next));
      // The product allows at most 360 months: take the longest term and let the server compute
      // the instalment for it instead.
      if (result && result.term > MAX_TERM_MONTHS && attempt === latest.current) {
        next = { ...next, term: MAX_TERM_MONTHS, computed: 'instalment' };
        result = await trigger(toCreditRequest(next));
      }
      if (!result || attempt !== latest.current) return;
      const instalment = roundToDecimals(result.monthlyRate, stepDecimals(CREDIT_STEPS.instalment));
      const term = result.term;
      setInputs({ ...next, term, instalment });
      setLimits((current) => ({
        ...current,
        term: widenLimits(current.term, term),
        instalment: widenLimits(current.instalment, instalment),
      }));
    },
    [trigger],
  );

  useEffect(() => {
    void calculate(initialCreditInputs(initialCreditLimits(config)));
  }, [calculate, config]);

  const change = (field: CreditField, value: number) => {
    const next = changeCreditInput(inputs, field, value);
    setVisitorStarted(true);
    setInputs(next);
    void calculate(next);
  };

  return { inputs, limits, change, visitorStarted, ...calculation };
}
