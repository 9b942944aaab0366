import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { consentStore } from '@ctb/shared/consent';
import { Modal } from '@ctb/shared/dialogs';
import {
  ALL_BANNER_CATEGORIES,
  BANNER_CATEGORIES,
  heldCategories,
  type BannerCategory,
} from './banner-categories';
import styles from './consent-settings.module.css';

interface ConsentSettingsProps {
  onDecide(chosen: readonly BannerCategory[]): void;
  onClose(): void;
}

/**
 * The banner's settings layer: the necessary cookies (always on) and each category with what it
 * is for, as switches showing the visitor's consent now (nothing ticked before a decision);
 * "Auswahl speichern", "Alle akzeptieren" and "Nur notwendige".
 */
export default function ConsentSettings({ onDecide, onClose }: ConsentSettingsProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<Set<BannerCategory>>(
    () => new Set(heldCategories((category) => consentStore.has(category))),
  );
  const baseId = useId();
  const t = (id: string) => intl.formatMessage({ id: `chrome.cookieBanner.${id}` });

  const toggle = (id: BannerCategory, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <Modal title={t('settingsTitle')} open onClose={onClose}>
      <p className={styles.intro}>{t('settingsIntro')}</p>
      <ul className={styles.categories}>
        <li className={styles.category}>
          <div className={styles.head}>
            <span className={styles.name} id={`${baseId}-necessary`}>
              {t('necessary')}
            </span>
            <span className={styles.always}>{t('alwaysOn')}</span>
          </div>
          <p className={styles.description}>{t('necessaryText')}</p>
        </li>
        {BANNER_CATEGORIES.map(({ id }) => (
          <li key={id} className={styles.category}>
            <div className={styles.head}>
              <label className={styles.name} htmlFor={`${baseId}-${id}`}>
                {t(id)}
              </label>
              <input
                id={`${baseId}-${id}`}
                className={styles.switch}
                type="checkbox"
                role="switch"
                checked={chosen.has(id)}
                aria-describedby={`${baseId}-${id}-text`}
                onChange={(event) => toggle(id, event.currentTarget.checked)}
              />
            </div>
            <p className={styles.description} id={`${baseId}-${id}-text`}>
              {t(`${id}Text`)}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => onDecide([...chosen])}>
          {t('save')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => onDecide(ALL_BANNER_CATEGORIES)}
        >
          {t('acceptAll')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onDecide([])}>
          {t('necessaryOnly')}
        </button>
      </div>
    </Modal>
  );
}
