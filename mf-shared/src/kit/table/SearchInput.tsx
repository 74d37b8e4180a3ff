import { useEffect, useState } from 'react';
import { LIMITS } from 'mf-shared';
import { SearchBox } from '../plain';

export interface SearchInputProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses for `delay` ms (spec section 9: 500 ms), with the trimmed text. */
  onSearch: (text: string) => void;
  placeholder?: string;
  delay?: number;
}

/** A search box that asks the server only once typing pauses; clearing it searches at once. */
export function SearchInput({ value, onSearch, placeholder = 'Search', delay = LIMITS.DEBOUNCE_MS }: SearchInputProps) {
  const [text, setText] = useState(value);
  // When the search changes elsewhere (Back, a link), the box shows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    // A search typed just before following a link must not pull the browser back to this page
    // (the old page stays mounted while the next one loads): it only applies where it was typed.
    const typedOn = window.location.pathname;
    const timer = setTimeout(
      () => {
        if (window.location.pathname === typedOn) onSearch(wanted);
      },
      wanted ? delay : 0,
    );
    return () => clearTimeout(timer);
  }, [text, value, delay, onSearch]);

  return (
    <SearchBox
      value={text}
      onChange={setText}
      onSearch={(typed) => onSearch(typed.trim())}
      label={placeholder}
      placeholder={placeholder}
      style={{ width: 'min(100%, 320px)' }}
    />
  );
}
