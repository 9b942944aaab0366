import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError } from '@ctb/shared/runtime';
import type { ListItem } from './api';
import styles from './automated-list.module.css';
import type { ItemLayoutProps, ItemLayoutSettings } from './items/item-layout-props';
import { itemLayouts } from './items/item-layouts';

const WIDGET_ID = 'lists/automated-list';

interface ListItemsProps {
  items: ListItem[];
  settings: ItemLayoutSettings;
  /** The rendered item elements by index, for moving focus to the first new one. */
  elements: RefObject<Map<number, HTMLLIElement>>;
  /** While the list loads (aria-busy on the list, not on an ancestor of the list's status). */
  busy: boolean;
}

type Register = (index: number, element: HTMLLIElement | null) => void;

interface ListRowProps {
  item: ListItem;
  index: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each layout narrows its own item
  Layout: ComponentType<ItemLayoutProps<any>>;
  settings: ItemLayoutSettings;
  register: Register;
}

/**
 * One result. Memoised with a stable ref callback: a change of the list's state (loading more,
 * the status, the search box) re-renders only the rows whose item or settings changed.
 */
const ListRow = memo(function ListRow({ item, index, Layout, settings, register }: ListRowProps) {
  const ref = useCallback(
    (element: HTMLLIElement | null) => register(index, element),
    [register, index],
  );
  return (
    <li className={styles.item} tabIndex={-1} ref={ref}>
      <Layout item={item} settings={settings} />
    </li>
  );
});

/** The result items, each through the layout of its type; unmapped types are logged and skipped. */
export const ListItems = memo(function ListItems({
  items,
  settings,
  elements,
  busy,
}: ListItemsProps) {
  const intl = useIntl();
  const loggedTypes = useRef(new Set<string>());
  const unmapped = useMemo(
    () => [...new Set(items.map((item) => item.type))].filter((type) => !itemLayouts[type]),
    [items],
  );

  useEffect(() => {
    for (const type of unmapped) {
      if (loggedTypes.current.has(type)) continue;
      loggedTypes.current.add(type);
      logWidgetError(WIDGET_ID, `no item layout for items of type "${type}"; they are skipped`);
    }
  }, [unmapped]);

  const register = useCallback<Register>(
    (index, element) => {
      if (element) elements.current.set(index, element);
      else elements.current.delete(index);
    },
    [elements],
  );

  return (
    <ul
      className={styles.items}
      aria-label={intl.formatMessage({ id: 'lists.automatedList.items.label' })}
      aria-busy={busy}
    >
      {items.map((item, index) => {
        const Layout = itemLayouts[item.type];
        if (!Layout) return null;
        return (
          <ListRow
            key={`${index}-${String(item.accessibilityID ?? item.url ?? '')}`}
            item={item}
            index={index}
            Layout={Layout}
            settings={settings}
            register={register}
          />
        );
      })}
    </ul>
  );
});
