import { createElement } from 'react';
import type { WidgetProps } from '@ctb/shared/runtime';
import type { LocationSearchConfig } from './config-schema';
import { LocationSearch } from '../../common/location-search/location-search';
import styles from './location-search-section.module.css';

/** `banksearch/location-search`: the location search with an optional title and description. */
export function LocationSearchSection({ config }: WidgetProps<LocationSearchConfig>) {
  return (
    <section
      className={[styles.widget, config.variant === 'footer' ? styles.footer : ''].join(' ')}
    >
      {config.title &&
        createElement(`h${config.headingLevel}`, { className: styles.title }, config.title)}
      {config.description && <p className={styles.description}>{config.description}</p>}
      <LocationSearch
        variant={config.variant}
        forwardLabel={config.forwardLabel}
        changeLinkText={config.changeLinkText}
        params={config.params}
        placeholder={config.placeholder}
      />
    </section>
  );
}
