import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig, type WidgetProps } from '@ctb/shared/runtime';
import { Popover } from '@ctb/shared/dialogs';
import popoverStyles from '../../common/popover-layout/popover-layout.module.css';
import { useDisplayedBranch } from '../../common/stored-branch/use-displayed-branch';
import { useOwnSiteRoot, usePageSiteRoot } from './api';
import type { RedirectPopoverConfig } from './config-schema';
import styles from './redirect-popover.module.css';
import { redirectTarget } from './redirect-target';
import { readStayChoice, rememberStayChoice } from './stay-choice';

/**
 * Offers to go to the own bank's site when the stored branch's bank is not the bank whose site
 * shows this page. "Stay" (or closing) is remembered for the session.
 */
export function RedirectPopover({ config }: WidgetProps<RedirectPopoverConfig>) {
  const intl = useIntl();
  const popoverId = `redirect-${useId().replace(/[^\w-]/g, '')}`;
  const { currentPagePath } = usePageConfig();
  const { branch, pending } = useDisplayedBranch();
  const [stayedAwayFrom, setStayedAwayFrom] = useState(readStayChoice);
  const configured = Boolean(config.title && config.text);

  useEffect(() => {
    if (!configured)
      console.error('Missing popover configuration', {
        widget: 'banksearch/redirect-popover',
        title: config.title,
        text: config.text,
      });
  }, [configured, config.title, config.text]);

  const candidate = configured && !pending ? branch : null;
  const own = useOwnSiteRoot(candidate, currentPagePath);
  const page = usePageSiteRoot(config.siteRootPath, currentPagePath, Boolean(candidate));
  const ownRoot = own.data;
  const pageRoot = page.error ? undefined : page.data;
  const open = Boolean(
    candidate && ownRoot && pageRoot && ownRoot !== pageRoot && stayedAwayFrom !== ownRoot,
  );
  if (!open || !candidate || !ownRoot || !pageRoot) return null;

  const stay = () => {
    rememberStayChoice(ownRoot);
    setStayedAwayFrom(ownRoot);
  };

  return (
    <Popover id={popoverId} label={config.title ?? ''} open onClose={stay}>
      <div className={popoverStyles.content}>
        <h2 className={styles.title}>{config.title}</h2>
        <p className={styles.text}>{config.text?.replace('{branch}', candidate.name)}</p>
        <div className={popoverStyles.actions}>
          <a
            className={popoverStyles.primary}
            href={redirectTarget(ownRoot, pageRoot, currentPagePath)}
          >
            {config.goLabel ?? intl.formatMessage({ id: 'banksearch.redirect.go' })}
          </a>
          <button type="button" className={popoverStyles.secondary} onClick={stay}>
            {config.stayLabel ?? intl.formatMessage({ id: 'banksearch.redirect.stay' })}
          </button>
        </div>
      </div>
    </Popover>
  );
}
