import { useCallback, useEffect, useRef, useState } from 'react';
import {
  endPredictionSession,
  getPlacePredictions,
  MIN_PREDICTION_LENGTH,
  type PlacePrediction,
} from '../services/places-service';

/** SPEC 9: input is debounced 200 ms before predictions are asked for. */
export const PREDICTION_DEBOUNCE_MS = 200;

export interface PlacePredictionsState {
  predictions: PlacePrediction[];
  /** Set once an answer for the current text arrived (for the live region). */
  answered: boolean;
  /** Asks for predictions for `text` after the debounce; fewer than 3 characters clears them. */
  request(text: string): void;
  /** Drops predictions and any pending request, and ends the typing session. */
  clear(): void;
}

/**
 * Place predictions for typed text: debounced, only from 3 characters, the latest text wins
 * (earlier requests are aborted), and a failure clears them (SPEC: the location search clears
 * predictions on errors other than ZERO_RESULTS, which simply answers none).
 */
export function usePlacePredictions(
  enabled: boolean,
  onError?: (error: unknown) => void,
): PlacePredictionsState {
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [answered, setAnswered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const latestOnError = useRef(onError);
  useEffect(() => {
    latestOnError.current = onError;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);

  // Cleared (fewer than 3 characters, Escape, abort): the typing session ends with it.
  const clear = useCallback(() => {
    cancel();
    endPredictionSession();
    setPredictions([]);
    setAnswered(false);
  }, [cancel]);

  const request = useCallback(
    (text: string) => {
      if (!enabled || text.trim().length < MIN_PREDICTION_LENGTH) {
        clear();
        return;
      }
      cancel();
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        getPlacePredictions(text, controller.signal).then(
          (answer) => {
            if (controller.signal.aborted) return;
            setPredictions(answer);
            setAnswered(true);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setPredictions([]);
            setAnswered(false);
            latestOnError.current?.(error);
          },
        );
      }, PREDICTION_DEBOUNCE_MS);
    },
    [enabled, cancel, clear],
  );

  useEffect(() => cancel, [cancel]);

  // Consent withdrawn: nothing shows, and request() asks for nothing.
  return {
    predictions: enabled ? predictions : [],
    answered: enabled && answered,
    request,
    clear,
  };
}
