import { useIntl } from 'react-intl';
import type { WidgetProps } from '@ctb/shared/runtime';
import { PreviewMarker } from '../../common/preview/preview-marker';
import { useDisplayedBranch } from '../../common/stored-branch/use-displayed-branch';
import type { LocationTooltipConfig } from './config-schema';
import styles from './location-tooltip.module.css';

/**
 * The stored branch at a glance: a headline with its name, its address as a list item and the
 * action that deletes the assignment. Nothing shows while no branch is stored.
 */
export function LocationTooltip({ config }: WidgetProps<LocationTooltipConfig>) {
  const intl = useIntl();
  const { branch, preview, actions } = useDisplayedBranch();
  if (!branch) return null;

  const Heading = `h${config.headingLevel ?? 2}` as const;
  const headline = config.headline
    ? config.headline.replace('{name}', branch.name)
    : intl.formatMessage({ id: 'banksearch.tooltip.headline' }, { name: branch.name });
  const { street, postalCode, city } = branch.address;

  return (
    <div className={styles.tooltip}>
      <div className={styles.head}>
        <span className={styles.pin} aria-hidden="true" />
        <Heading className={styles.headline}>{headline}</Heading>
        {preview && <PreviewMarker />}
      </div>
      <ul className={styles.list}>
        <li>{`${street}, ${postalCode} ${city}`}</li>
      </ul>
      {/* A preview is not stored, so there is no assignment to delete. */}
      {!preview && (
        <button type="button" className={styles.delete} onClick={actions.clear}>
          {config.deleteLabel ?? intl.formatMessage({ id: 'banksearch.tooltip.delete' })}
        </button>
      )}
    </div>
  );
}
