import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from '@marquee/contract/routes';
import { SearchInput } from './search-input.tsx';

describe('SearchInput', () => {
  it('stops at the longest query the server accepts', () => {
    render(
      <SearchInput
        value=""
        onChange={() => {}}
        placeholder={{ text: 'Search', isVisible: true }}
        label="Search"
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).maxLength).toBe(
      SEARCH_QUERY_MAX_LENGTH,
    );
  });
});
