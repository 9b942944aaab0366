import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig } from '@ctb/shared/runtime';
import { consentStore, useConsent } from '@ctb/shared/consent';
import { loadMaps } from '@ctb/shared/maps';
import type { ClubDiscount } from './api';
import styles from './detail-view.module.css';

/**
 * The partner on a map, through libs/shared's maps loader: only after consent to maps. Before
 * it, a button loads the map (and gives that consent); the address above stays readable.
 */
export function AddressMap({ discount }: { discount: ClubDiscount }) {
  const intl = useIntl();
  const allowed = useConsent('maps');
  const { mapsMapId } = usePageConfig();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const place = `${discount.street}, ${discount.zipCode} ${discount.city}`;

  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    (async () => {
      const maps = await loadMaps();
      let position: google.maps.LatLngLiteral | undefined =
        discount.latitude !== undefined && discount.longitude !== undefined
          ? { lat: discount.latitude, lng: discount.longitude }
          : undefined;
      if (!position) {
        const { results } = await new maps.Geocoder().geocode({
          address: place,
          componentRestrictions: { country: 'at' },
        });
        position = results[0]?.geometry.location.toJSON();
      }
      if (cancelled || !container.current || !position) return;
      const map = new maps.Map(container.current, {
        center: position,
        zoom: 15,
        ...(mapsMapId ? { mapId: mapsMapId } : {}),
      });
      new maps.Marker({ position, map, title: discount.title });
    })().catch((error: unknown) => {
      console.error(
        `[ctb] club/discount-page: the map could not be shown: ${(error as Error).message}`,
      );
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [allowed, discount, mapsMapId, place]);

  if (!allowed) {
    return (
      <div className={styles.mapConsent}>
        <p>{intl.formatMessage({ id: 'club.discountPage.map.consent' })}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => consentStore.grant('maps')}
        >
          {intl.formatMessage({ id: 'club.discountPage.map.load' })}
        </button>
      </div>
    );
  }
  if (failed)
    return (
      <p className={styles.mapError}>{intl.formatMessage({ id: 'club.discountPage.map.error' })}</p>
    );
  return (
    <div
      ref={container}
      className={styles.map}
      role="region"
      aria-label={intl.formatMessage({ id: 'club.discountPage.map.label' }, { place })}
    />
  );
}
