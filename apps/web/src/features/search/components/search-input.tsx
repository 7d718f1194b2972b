import clsx from 'clsx';
import type { ChangeEvent, Ref } from 'react';
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
}: TSearchInputProps) {
  return (
    <input
      ref={ref}
      type="search"
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
