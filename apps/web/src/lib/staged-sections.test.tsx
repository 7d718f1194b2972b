import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StagedSections } from './staged-sections.tsx';

const sections = ['First screen', 'Featured', 'Trending'].map((name) => <section key={name}>{name}</section>);

describe('StagedSections', () => {
  it('draws the first section with a screen of space under it, then the rest, then drops the space', async () => {
    const { container } = render(<StagedSections sections={sections} />);
    expect(screen.getByText('First screen')).toBeTruthy();
    expect(screen.queryByText('Featured')).toBeNull();
    expect(container.querySelector('.min-h-screen')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('Trending')).toBeTruthy());
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(container.querySelector('.min-h-screen')).toBeNull();
  });
});
