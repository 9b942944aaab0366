import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  isDesktopBreakpoint,
  safeHref,
  useBreakpoint,
  usePageConfig,
  useWidgetContext,
  type WidgetProps,
} from '@ctb/shared/runtime';
import { useStoredBranch, type StoredBranch } from '@ctb/shared/branch-store';
import { setHidden } from '../../common/dom-attributes';
import type { QuickbarConfig } from './config-schema';
import styles from './quickbar.module.css';
import { StoredBranchCard } from './stored-branch-card';

/**
 * `chrome/quickbar`: the bank's quick links, the stored branch (name, hours today, phone) and
 * banksearch's location search, which the CMS places in the slot beside it
 * (`[data-quickbar-slot]`). Open on desktop and on the configured theme; on phones a button
 * opens it. It follows the stored branch (libs/shared's branch store announces every change as
 * `userbranch.update`, so the other widgets refresh too).
 */
export function Quickbar({ config }: WidgetProps<QuickbarConfig>) {
  const intl = useIntl();
  const { element } = useWidgetContext();
  const { editMode } = usePageConfig();
  const desktop = isDesktopBreakpoint(useBreakpoint());
  const [aside] = useState(() => element.closest<HTMLElement>('[data-theme]'));
  const [slot] = useState(
    () => element.parentElement?.querySelector<HTMLElement>('[data-quickbar-slot]') ?? null,
  );
  const alwaysOpen =
    !editMode && !!config.openOnTheme && aside?.dataset.theme === config.openOnTheme;
  const [toggled, setToggled] = useState(false);
  const [branch, { clear }] = useStoredBranch();
  // "Filiale ändern" for this stored branch; storing one (even the same again) ends it.
  const [changingBranch, setChangingBranch] = useState<StoredBranch | null>(null);
  const changing = branch !== null && changingBranch === branch;
  const [removed, setRemoved] = useState(false);
  const panelId = useId();
  const open = desktop || alwaysOpen || toggled;
  const showSlot = open && (!branch || changing);

  useLayoutEffect(() => setHidden(slot, !showSlot), [slot, showSlot]);
  useEffect(() => {
    // After "Filiale ändern" the location search's box takes the focus.
    if (changing) slot?.querySelector<HTMLInputElement>('input')?.focus();
  }, [changing, slot]);

  const links = config.links.flatMap((link) => {
    const href = safeHref(link.href, { source: 'chrome/quickbar links' });
    return href ? [{ ...link, href }] : [];
  });
  const t = (id: string) => intl.formatMessage({ id: `chrome.quickbar.${id}` });

  return (
    <div className={styles.quickbar}>
      {!desktop && !alwaysOpen && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={toggled}
          aria-controls={slot?.id ? `${panelId} ${slot.id}` : panelId}
          onClick={() => setToggled(!toggled)}
        >
          {t('toggle')}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      )}
      <div id={panelId} className={styles.panel} hidden={!open}>
        <h2 className={styles.title}>{t('title')}</h2>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href} data-icon={link.icon}>
                <span className={styles.icon} aria-hidden="true" />
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {branch ? (
          <StoredBranchCard
            branch={branch}
            infoUrl={config.branchInfoUrl}
            onChange={() => setChangingBranch(branch)}
            onRemove={() => {
              clear();
              setRemoved(true);
            }}
          />
        ) : (
          <p className={styles.muted}>{t('noBranch')}</p>
        )}
        <p className={styles.visuallyHidden} role="status">
          {removed && !branch ? t('removed') : ''}
        </p>
      </div>
    </div>
  );
}
