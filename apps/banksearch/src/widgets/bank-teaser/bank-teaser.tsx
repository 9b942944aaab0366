import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type WidgetProps } from '@ctb/shared/runtime';
import { Popover } from '@ctb/shared/dialogs';
import { openBranchSearch } from '../../common/branch-search-request/branch-search-request';
import popoverStyles from '../../common/popover-layout/popover-layout.module.css';
import { PreviewMarker } from '../../common/preview/preview-marker';
import { useDisplayedBranch } from '../../common/stored-branch/use-displayed-branch';
import { LocationSearch } from '../../common/location-search/location-search';
import styles from './bank-teaser.module.css';
import type { BankTeaserConfig } from './config-schema';

/**
 * The bank teaser: its headline changes once a branch is stored, it holds the location search,
 * and with a stored branch an info popover offers to change or delete the assignment.
 */
export function BankTeaser({ config }: WidgetProps<BankTeaserConfig>) {
  const intl = useIntl();
  const headlineId = useId();
  const popoverId = `bank-teaser-${useId().replace(/[^\w-]/g, '')}`;
  const { branch, preview, actions } = useDisplayedBranch();
  const [infoOpen, setInfoOpen] = useState(false);
  const infoButton = useRef<HTMLButtonElement>(null);
  const headline = useRef<HTMLHeadingElement>(null);

  const withName = (text: string) => (branch ? text.replace('{name}', branch.name) : text);
  const title = branch
    ? withName(
        config.headlineStored ??
          intl.formatMessage({ id: 'banksearch.teaser.headlineStored' }, { name: branch.name }),
      )
    : (config.headline ?? intl.formatMessage({ id: 'banksearch.teaser.headline' }));
  const text = branch ? config.textStored && withName(config.textStored) : config.text;
  const Heading = `h${config.headingLevel ?? 2}` as const;

  const change = () => {
    setInfoOpen(false);
    openBranchSearch({ query: '', params: config.params, opener: infoButton.current });
  };
  const remove = () => {
    setInfoOpen(false);
    actions.clear();
    // The info button goes with the branch: keep the focus in the teaser.
    requestAnimationFrame(() => headline.current?.focus());
  };

  return (
    <section className={styles.teaser} aria-labelledby={headlineId}>
      <div className={styles.head}>
        <Heading id={headlineId} ref={headline} tabIndex={-1} className={styles.headline}>
          {title}
        </Heading>
        {preview && <PreviewMarker />}
        {branch && (
          <button
            ref={infoButton}
            type="button"
            className={styles.info}
            aria-haspopup="dialog"
            aria-expanded={infoOpen}
            aria-controls={infoOpen ? `ctb-popover-${popoverId}` : undefined}
            onClick={() => setInfoOpen(true)}
          >
            <span aria-hidden="true">i</span>
            <span className={styles.visuallyHidden}>
              {intl.formatMessage({ id: 'banksearch.teaser.info' })}
            </span>
          </button>
        )}
      </div>
      {text && <p className={styles.text}>{text}</p>}
      <LocationSearch
        forwardLabel={config.forwardLabel}
        changeLinkText={config.changeLinkText}
        params={config.params}
        // The headline marks a previewed branch already.
        markPreview={false}
      />
      <Popover
        id={popoverId}
        label={intl.formatMessage({ id: 'banksearch.teaser.popoverLabel' })}
        open={infoOpen && branch !== null}
        onClose={() => setInfoOpen(false)}
      >
        {branch && (
          <div className={popoverStyles.content}>
            <p className={styles.popoverIntro}>
              {intl.formatMessage({ id: 'banksearch.teaser.popoverIntro' })}
            </p>
            <address className={styles.address}>
              <strong>{branch.name}</strong>
              <span>{branch.address.street}</span>
              <span>{`${branch.address.postalCode} ${branch.address.city}`}</span>
            </address>
            <div className={popoverStyles.actions}>
              <button type="button" className={popoverStyles.primary} onClick={change}>
                {intl.formatMessage({ id: 'banksearch.teaser.change' })}
              </button>
              {!preview && (
                <button type="button" className={popoverStyles.secondary} onClick={remove}>
                  {intl.formatMessage({ id: 'banksearch.teaser.delete' })}
                </button>
              )}
            </div>
          </div>
        )}
      </Popover>
    </section>
  );
}
