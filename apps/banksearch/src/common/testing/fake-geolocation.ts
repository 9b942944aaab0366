type PositionAnswer = { lat: number; lng: number } | 'denied' | 'unavailable' | 'timeout';

/** Replaces navigator.geolocation with one that answers `answer`. */
export function fakeGeolocation(answer: PositionAnswer): jest.Mock {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (typeof answer === 'object') {
        success({
          coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 20 },
          timestamp: Date.now(),
        } as GeolocationPosition);
        return;
      }
      const code = { denied: 1, unavailable: 2, timeout: 3 }[answer];
      failure?.({
        code,
        message: answer,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: jest.fn(), clearWatch: jest.fn() },
  });
  return getCurrentPosition;
}
