import clsx from 'clsx';
import type { ChangeEvent, KeyboardEvent, Ref } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '@marquee/contract/routes';
import type { TRotatingText } from '../hooks/use-rotating-text.ts';

export interface TSearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The rotating placeholder; it fades out between two titles. */
  placeholder: TRotatingText;
  label: string;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  className?: string;
  /** Set when the box drives a list of suggestions (the overlay's results): it is then a combobox. */
  combobox?: {
    listId: string;
    isExpanded: boolean;
    /** The id of the highlighted suggestion, if any. */
    activeId: string | undefined;
  };
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The search text box shared by the overlay and the search page. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  ref,
  autoFocus,
  className,
  combobox,
  onKeyDown,
}: TSearchInputProps) {
  return (
    <input
      ref={ref}
      type="search"
      {...(combobox && {
        role: 'combobox',
        'aria-autocomplete': 'list',
        // Only while the list is there: an id that points at nothing is an error for assistive technology.
        'aria-controls': combobox.isExpanded ? combobox.listId : undefined,
        'aria-expanded': combobox.isExpanded,
        'aria-activedescendant': combobox.activeId,
      })}
      onKeyDown={onKeyDown}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      placeholder={placeholder.text}
      aria-label={label}
      data-placeholder-visible={placeholder.isVisible}
      autoFocus={autoFocus}
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="search"
      // The server refuses longer queries (400); the box stops there instead.
      maxLength={SEARCH_QUERY_MAX_LENGTH}
      className={clsx(
        'min-w-0 flex-1 bg-transparent outline-none [&::-webkit-search-cancel-button]:appearance-none',
        'placeholder:text-zinc-500 placeholder:transition-opacity placeholder:duration-300 dark:placeholder:text-zinc-500',
        !placeholder.isVisible && 'placeholder:opacity-0',
        className,
      )}
    />
  );
}
