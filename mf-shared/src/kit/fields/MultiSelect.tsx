import { useCombobox, useMultipleSelection } from 'downshift';
import { useMemo, useState, type Ref } from 'react';
import './fields.css';
import type { ControlProps } from './Field';

export interface Option<T extends string | number> {
  value: T;
  label: string;
}

export interface MultiSelectProps<T extends string | number> extends ControlProps {
  options: Option<T>[];
  value: T[] | undefined;
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  loading?: boolean;
  /** The text box, for the form to move focus to a field with an error. */
  inputRef?: Ref<HTMLInputElement>;
  /** The typed words as they change, for options found by the server (related content). */
  onTyped?: (text: string) => void;
  /** False when the options are already what the typed words found: they are shown as they are. */
  filterOptions?: boolean;
  /** What the list says when nothing is left to choose (default 'No match'). */
  emptyText?: string;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A searchable choice of several (expertise, countries): typing narrows the list, Enter or a click
 * adds the highlighted one, Backspace in an empty box removes the last; each choice is a chip with
 * its own remove button. The ARIA combobox pattern comes from downshift, so the announcements and
 * keys are a screen reader's usual ones, without antd's Select (issue 25).
 */
export function MultiSelect<T extends string | number>({
  id,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  loading,
  inputRef,
  onTyped,
  filterOptions = true,
  emptyText = 'No match',
  ...described
}: MultiSelectProps<T>) {
  const [typed, setTyped] = useState('');
  const chosen = useMemo(() => {
    const byValue = new Map(options.map((o) => [o.value, o]));
    return (value ?? []).map((v) => byValue.get(v) ?? { value: v, label: String(v) });
  }, [options, value]);
  const left = useMemo(() => {
    const taken = new Set(value ?? []);
    const words = folded(typed.trim());
    const open = options.filter((o) => !taken.has(o.value));
    if (!words || !filterOptions) return open;
    // The closest first: "Asia" before "Asia Pacific" before "Central Asia", so Enter takes what was typed.
    const rank = (label: string) => (label === words ? 0 : label.startsWith(words) ? 1 : 2);
    return open
      .map((o) => ({ o, label: folded(o.label) }))
      .filter(({ label }) => label.includes(words))
      .sort((a, b) => rank(a.label) - rank(b.label))
      .map(({ o }) => o);
  }, [options, value, typed, filterOptions]);

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<Option<T>>({
    selectedItems: chosen,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems.map((item) => item.value)),
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Option<T>>({
    items: left,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-options`,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    inputValue: typed,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    // A choice keeps the list open for the next one, with the typed words cleared.
    stateReducer: (_state, { changes, type }) => {
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick)
        return { ...changes, isOpen: true, highlightedIndex: 0, inputValue: '' };
      return changes;
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) {
            onChange([...(value ?? []), selectedItem.value]);
            setTyped('');
          }
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setTyped(inputValue ?? '');
          onTyped?.(inputValue ?? '');
          break;
        default:
          break;
      }
    },
  });

  return (
    <div className={`pp-multi${described['aria-invalid'] ? ' pp-multi--error' : ''}`}>
      {chosen.map((item, index) => (
        <span
          key={String(item.value)}
          className="pp-multi__chip"
          {...getSelectedItemProps({ selectedItem: item, index })}
        >
          {item.label}
          <button
            type="button"
            className="pp-multi__remove"
            aria-label={`Remove ${item.label}`}
            onClick={(event) => {
              event.stopPropagation();
              removeSelectedItem(item);
            }}
          >
            ×
          </button>
        </span>
      ))}
      <input
        className="pp-multi__input"
        placeholder={chosen.length ? undefined : placeholder}
        {...described}
        {...getInputProps({
          ...getDropdownProps({ ref: inputRef }),
          onBlur,
        })}
      />
      <ul className="pp-multi__options" hidden={!isOpen} {...getMenuProps()}>
        {isOpen &&
          (left.length ? (
            left.map((item, index) => (
              <li
                key={String(item.value)}
                className={`pp-multi__option${highlightedIndex === index ? ' pp-multi__option--active' : ''}`}
                {...getItemProps({ item, index })}
              >
                {item.label}
              </li>
            ))
          ) : (
            <li className="pp-multi__empty" role="presentation">
              {loading ? 'Loading…' : emptyText}
            </li>
          ))}
      </ul>
    </div>
  );
}
