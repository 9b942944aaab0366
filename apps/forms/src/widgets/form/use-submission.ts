import { logWidgetError, useWidgetContext } from '@ctb/shared/runtime';
import { getAccessToken } from '@ctb/shared/http';
import { useCallback, useRef, useState } from 'react';
import type { PayloadValue } from '../../common/rules/field-values';
import { submitForm, SubmitRefusedError, type SubmitAnswer } from './api';
import { newInstanceId } from './form-instance';

export type SubmissionStatus = 'idle' | 'sending' | 'error';

interface SubmissionOptions {
  base: string;
  formId: string;
  instanceId: string;
  /** A form token young enough to submit with (fetched again if too old). */
  token: () => Promise<string>;
}

export type SubmitOutcome =
  | { kind: 'sent'; answer: SubmitAnswer }
  | { kind: 'refused'; fieldErrors: Record<string, string> }
  | { kind: 'failed' }
  | { kind: 'busy' };

/**
 * One submission per click: while one is on its way, another call does nothing. Each payload
 * gets an idempotency key, kept for retries of the same values (after a failure or a timeout
 * the server may have stored it already), so the service stores it once whatever happens.
 */
export function useSubmission({ base, formId, instanceId, token }: SubmissionOptions) {
  const { widgetId } = useWidgetContext();
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const [status, setStatus] = useState<SubmissionStatus>('idle');

  const submit = useCallback(
    async (payload: Record<string, PayloadValue>): Promise<SubmitOutcome> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setStatus('sending');
      try {
        // SPEC: the service (access) token first; it stays with the paas, never sent here.
        await getAccessToken();
        const tokenId = await token();
        const fingerprint = JSON.stringify(payload);
        if (attempt.current?.fingerprint !== fingerprint)
          attempt.current = { key: newInstanceId(), fingerprint };
        const answer = await submitForm(
          base,
          formId,
          { ...payload, instanceId, tokenId },
          attempt.current.key,
        );
        setStatus('idle');
        return { kind: 'sent', answer };
      } catch (error) {
        if (error instanceof SubmitRefusedError) {
          setStatus('idle');
          return { kind: 'refused', fieldErrors: error.fieldErrors };
        }
        logWidgetError(widgetId, `form "${formId}" could not be submitted`, error);
        setStatus('error');
        return { kind: 'failed' };
      } finally {
        inFlight.current = false;
      }
    },
    [base, formId, instanceId, token, widgetId],
  );

  return { submit, status, sending: status === 'sending' };
}
