import { useState, type Ref } from 'react';
import './fields.css';
import type { ControlProps } from './Field';

export interface TagsInputProps extends ControlProps {
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The longest word a tag may be (the rule's limit). */
  maxLength?: number;
  /** The text box, for the form to move focus to a field with an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/** 'Energy, Finance ' → ['Energy', 'Finance']. */
const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * Free words as chips (an event's industries): Enter or a comma makes the typed words a chip, and
 * so does leaving the box, so nothing typed is lost; a pasted list is split at its commas; the same
 * word twice is kept once; Backspace in an empty box removes the last chip. Plain, without antd's
 * Select in tags mode (issue 25).
 */
export function TagsInput({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  maxLength,
  inputRef,
  ...described
}: TagsInputProps) {
  const [typed, setTyped] = useState('');
  const tags = value ?? [];
  const add = (text: string) => {
    const next = [...tags];
    for (const word of wordsOf(text))
      if (!next.some((tag) => tag.toLowerCase() === word.toLowerCase())) next.push(word);
    if (next.length !== tags.length) onChange(next);
    setTyped('');
  };
  return (
    <div className={`pp-multi${described['aria-invalid'] ? ' pp-multi--error' : ''}`}>
      {tags.map((tag) => (
        <span key={tag} className="pp-multi__chip">
          {tag}
          <button
            type="button"
            className="pp-multi__remove"
            aria-label={`Remove ${tag}`}
            onClick={() => onChange(tags.filter((t) => t !== tag))}
          >
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        ref={inputRef}
        className="pp-multi__input"
        value={typed}
        maxLength={maxLength}
        placeholder={tags.length ? undefined : placeholder}
        {...described}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else setTyped(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter makes a chip; it never sends the form around the field.
            event.preventDefault();
            add(typed);
          } else if (event.key === 'Backspace' && !typed && tags.length) onChange(tags.slice(0, -1));
        }}
        onBlur={() => {
          if (typed.trim()) add(typed);
          onBlur?.();
        }}
      />
    </div>
  );
}
