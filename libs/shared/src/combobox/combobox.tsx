import {
  useCombobox,
  type UseComboboxState,
  type UseComboboxStateChange,
  type UseComboboxStateChangeOptions,
} from 'downshift';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import { isCut, OptionContent } from './combobox-option';
import { nextActiveIndex, openingIndex } from './combobox-navigation';
import styles from './combobox.module.css';
import { useLoadedSuggestions, type SuggestionLoader } from './use-loaded-suggestions';
import { isLongEnough, useSuggestionQuery } from './use-suggestion-query';

/** How the text in the box changed: typed, an option made active with the arrows, or chosen. */
export type ComboboxChangeReason = 'input' | 'navigate' | 'select';

/** What the caller may set on the text box itself. */
type PassedInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'id'
  | 'name'
  | 'placeholder'
  | 'disabled'
  | 'required'
  | 'autoFocus'
  | 'maxLength'
  | 'inputMode'
  | 'enterKeyHint'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-invalid'
  | 'onFocus'
  | 'onBlur'
  | 'className'
>;

export interface ComboboxProps<Item> extends PassedInputProps {
  /** The text in the box (controlled). */
  value: string;
  onValueChange(value: string, reason: ComboboxChangeReason): void;
  /** An option's text: copied into the box while it is active, and its name. */
  itemToString(item: Item): string;
  /** Tells options apart (React keys); their text by default. */
  itemToKey?(item: Item): string;
  /** An option was chosen with Enter or a click (the box then holds its text). */
  onSelect(item: Item): void;
  /** Enter without an active option hands the text here (otherwise to the enclosing form). */
  onSubmit?(text: string): void;
  /** Suggestions fetched for the typed text; omit it (and `suggestions`) for a plain box. */
  loadSuggestions?: SuggestionLoader<Item>;
  /** A failed load: the suggestions are emptied; the caller decides whether to log. */
  onSuggestionsError?(error: unknown): void;
  /** Suggestions the caller keeps itself for the last query; undefined while it has no answer. */
  suggestions?: readonly Item[];
  /** The typed text after the pause (text under `minLength` at once). */
  onQueryChange?(query: string): void;
  /** With `suggestions`: the caller is fetching. */
  loading?: boolean;
  /** Characters before suggestions are asked for (default 3). */
  minLength?: number;
  /** Pause after the last keystroke before asking (default 200 ms). */
  debounceMs?: number;
  /** Suggestions stay this long after the box loses focus (default 200 ms). */
  blurDelayMs?: number;
  /** The content of an option; by default its text (see `truncateAt`, `optionSubtitle`). */
  renderOption?(item: Item, state: { active: boolean }): ReactNode;
  /** Cuts option texts on screen after this many characters; the whole text stays its name. */
  truncateAt?: number;
  /** A muted second line under an option's text. */
  optionSubtitle?(item: Item): string | undefined;
  /** A visible label; without it, label the box with `id` and a <label for> or `aria-label`. */
  label?: ReactNode;
  labelClassName?: string;
  /** The name of the suggestion list (default "Vorschläge"). */
  listLabel?: string;
  /** Shown and announced when nothing matches (default "Keine Vorschläge"). */
  noResultsText?: string;
  /** The suggestions were hidden or dropped (Escape, leaving the box, a choice, short text). */
  onClose?(): void;
  inputRef?: Ref<HTMLInputElement>;
  inputClassName?: string;
  type?: 'text' | 'search';
}

type Change<Item> = UseComboboxStateChangeOptions<Item>;
type DownshiftEvent = Event & { preventDownshiftDefault?: boolean };
const { InputKeyDownArrowDown, InputKeyDownArrowUp, InputKeyDownEnter, ItemClick } =
  useCombobox.stateChangeTypes;

/**
 * A text box with suggestions (WAI-ARIA APG combobox with a listbox popup, list autocomplete),
 * built on downshift's useCombobox. Suggestions come from `minLength` characters after a pause;
 * the arrow keys move through them, copying each into the box, and past the ends back to the
 * typed text; Enter or a click chooses; Escape hides them; leaving the box hides them after
 * `blurDelayMs`. A polite live region says how many there are.
 */
export function Combobox<Item>(props: ComboboxProps<Item>) {
  const {
    value,
    onValueChange,
    itemToString,
    itemToKey = itemToString,
    onSelect,
    onSubmit,
    loadSuggestions,
    onSuggestionsError,
    suggestions,
    onQueryChange,
    loading = false,
    minLength = 3,
    debounceMs = 200,
    blurDelayMs = 200,
    renderOption,
    truncateAt,
    optionSubtitle,
    label,
    labelClassName,
    listLabel,
    noResultsText,
    onClose,
    inputRef,
    inputClassName,
    className,
    type = 'text',
    id,
    onFocus,
    onBlur,
    ...inputProps
  } = props;
  const intl = useIntl();
  const ownId = useId();
  const menuId = `${ownId}-listbox`;
  const { query, typed, cancel } = useSuggestionQuery({ minLength, debounceMs, onQueryChange });
  const queryLongEnough = isLongEnough(query, minLength);
  const loaded = useLoadedSuggestions(loadSuggestions, query, queryLongEnough, onSuggestionsError);
  const answer = loadSuggestions ? loaded.items : suggestions;
  const busy = loadSuggestions ? loaded.loading : loading;

  // Hidden until the visitor types or opens them with the arrows (never while focus is away).
  const [dismissed, setDismissed] = useState(true);
  const [active, setActive] = useState(-1);
  // What the visitor typed, restored when the arrow keys leave the options.
  const [typedText, setTypedText] = useState(value);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const available =
    isLongEnough(value, minLength) && queryLongEnough && answer !== undefined ? answer : undefined;
  const popup = dismissed ? undefined : available;
  const options = popup ?? [];
  const open = options.length > 0;
  const noResults = popup !== undefined && popup.length === 0;
  // An option stays active only while the box holds its text (not after a change from outside).
  const activeItem = open ? options[active] : undefined;
  const activeIndex = activeItem !== undefined && itemToString(activeItem) === value ? active : -1;
  if (activeIndex === -1 && typedText !== value) setTypedText(value);

  const hide = () => {
    clearTimeout(blurTimer.current);
    setDismissed(true);
    setActive(-1);
    onClose?.();
  };

  const choose = (item: Item) => {
    const text = itemToString(item);
    cancel();
    hide();
    setTypedText(text);
    onValueChange(text, 'select');
    onSelect(item);
  };

  // Arrow keys, Enter on an active option and clicks go through downshift's reducer; the rest
  // of its defaults (select on blur, highlight on hover, Home/End) are not this pattern's.
  const stateReducer = (state: UseComboboxState<Item>, change: Change<Item>) => {
    if (change.type === InputKeyDownEnter || change.type === ItemClick) return change.changes;
    const down = change.type === InputKeyDownArrowDown;
    if (!down && change.type !== InputKeyDownArrowUp) return state;
    const candidates = available ?? [];
    if (candidates.length === 0) return state;
    if (change.altKey) return { ...state, isOpen: down, highlightedIndex: -1 };
    const index = open
      ? nextActiveIndex(activeIndex, candidates.length, down)
      : openingIndex(candidates.length, down);
    const item = candidates[index];
    const inputValue = item === undefined ? typedText : itemToString(item);
    return { ...state, isOpen: true, highlightedIndex: index, inputValue };
  };

  const onStateChange = (change: UseComboboxStateChange<Item>) => {
    if (change.selectedItem) {
      choose(change.selectedItem);
      return;
    }
    if (change.isOpen === false) hide();
    if (change.isOpen === true) setDismissed(false);
    if (change.highlightedIndex !== undefined) setActive(change.highlightedIndex);
    if (change.inputValue !== undefined) onValueChange(change.inputValue, 'navigate');
  };

  const { getInputProps, getItemProps, getLabelProps, getMenuProps } = useCombobox<Item>({
    items: options as Item[],
    itemToString: (item) => (item === null ? '' : itemToString(item)),
    itemToKey: (item) => (item === null ? null : itemToKey(item)),
    isOpen: open,
    highlightedIndex: activeIndex,
    inputValue: value,
    selectedItem: null,
    inputId: id ?? `${ownId}-input`,
    labelId: `${ownId}-label`,
    menuId,
    getItemId: (index) => `${menuId}-${index}`,
    stateReducer,
    onStateChange,
  });

  // Typing is handled at once (not after downshift's render) so the caret stays where it is.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    clearTimeout(blurTimer.current);
    setDismissed(false);
    setActive(-1);
    setTypedText(text);
    typed(text, value);
    onValueChange(text, 'input');
    if (!isLongEnough(text, minLength)) onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const own = (handled: boolean) => {
      (event.nativeEvent as DownshiftEvent).preventDownshiftDefault = true;
      if (handled) event.preventDefault();
    };
    if (event.key === 'Escape') {
      // Only hides: the browser would clear a search field, an enclosing dialog would close.
      const shown = open || noResults;
      if (shown) {
        event.stopPropagation();
        hide();
      }
      own(shown);
    } else if (event.key === 'Enter' && activeIndex < 0) {
      cancel();
      if (!dismissed) hide();
      // Without onSubmit the enclosing form gets the Enter.
      own(onSubmit !== undefined);
      onSubmit?.(value);
    } else if (['Home', 'End', 'PageUp', 'PageDown'].includes(event.key)) {
      own(false);
    }
  };

  const count = options.length;
  const announcement = popup === undefined ? '' : countText(intl, count, noResultsText);
  // downshift's handlers run after ours unless ours took the event (preventDownshiftDefault).
  const {
    ref: downshiftRef,
    onChange: _downshiftOnChange,
    onKeyDown: downshiftOnKeyDown,
    onBlur: downshiftOnBlur,
    ...boxProps
  } = getInputProps({
    ...inputProps,
    type,
    className: [styles.input, inputClassName].filter(Boolean).join(' '),
    'aria-labelledby': label === undefined ? inputProps['aria-labelledby'] : `${ownId}-label`,
    'aria-activedescendant': activeIndex >= 0 ? `${menuId}-${activeIndex}` : undefined,
  });

  return (
    <div className={[styles.combobox, className].filter(Boolean).join(' ')}>
      {label !== undefined && (
        <label {...getLabelProps({ className: labelClassName ?? styles.label })}>{label}</label>
      )}
      <div className={busy ? `${styles.field} ${styles.busy}` : styles.field}>
        <input
          {...boxProps}
          ref={(node) => {
            (downshiftRef as (node: HTMLInputElement | null) => void)(node);
            assignRef(inputRef, node);
          }}
          onChange={onChange}
          onKeyDown={(event) => {
            onKeyDown(event);
            if (!(event.nativeEvent as DownshiftEvent).preventDownshiftDefault)
              downshiftOnKeyDown?.(event);
          }}
          onFocus={(event) => {
            clearTimeout(blurTimer.current);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            clearTimeout(blurTimer.current);
            // Shown suggestions stay a moment (a click on one still counts); nothing opens later.
            if (open) blurTimer.current = setTimeout(hide, blurDelayMs);
            else if (!dismissed) hide();
            onBlur?.(event);
            downshiftOnBlur?.(event);
          }}
        />
        <ul
          {...getMenuProps({
            className: styles.listbox,
            'aria-label': listLabel ?? intl.formatMessage({ id: 'common.combobox.listLabel' }),
            'aria-busy': busy || undefined,
            hidden: !open,
          })}
        >
          {options.map((item, index) => {
            const text = itemToString(item);
            return (
              <li
                key={itemToKey(item)}
                {...getItemProps({ item, index, className: styles.option })}
                // Cut texts that begin alike are told apart on hover.
                title={isCut(text, truncateAt) ? text : undefined}
              >
                <OptionContent
                  item={item}
                  text={text}
                  active={index === activeIndex}
                  truncateAt={truncateAt}
                  subtitle={optionSubtitle?.(item)}
                  render={renderOption}
                />
              </li>
            );
          })}
        </ul>
        {noResults && <p className={styles.noResults}>{announcement}</p>}
      </div>
      {/* A live region, not role="status": the widget around may have its own status. */}
      <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

function countText(
  intl: ReturnType<typeof useIntl>,
  count: number,
  noResultsText: string | undefined,
): string {
  if (count === 0) return noResultsText ?? intl.formatMessage({ id: 'common.combobox.noResults' });
  return intl.formatMessage({ id: 'common.combobox.count' }, { count });
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
