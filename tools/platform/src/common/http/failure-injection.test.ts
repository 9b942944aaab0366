import { DEFAULT_SLOW_MS, parseFailureMode, UnknownFailureModeError } from './failure-injection';

describe('failure modes', () => {
  it('reads every mode of the contract', () => {
    expect(parseFailureMode(undefined)).toBeUndefined();
    expect(parseFailureMode('500')).toEqual({ kind: 'status', status: 500 });
    expect(parseFailureMode('401')).toEqual({ kind: 'status', status: 401 });
    expect(parseFailureMode('malformed')).toEqual({ kind: 'malformed' });
    expect(parseFailureMode('slow')).toEqual({ kind: 'slow', delayMs: DEFAULT_SLOW_MS });
    expect(parseFailureMode('slow:250')).toEqual({ kind: 'slow', delayMs: 250 });
  });

  it('refuses anything else instead of silently succeeding', () => {
    expect(() => parseFailureMode('503')).toThrow(UnknownFailureModeError);
    expect(() => parseFailureMode('slow:999999')).toThrow(UnknownFailureModeError);
  });
});
