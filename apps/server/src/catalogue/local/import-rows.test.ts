import { describe, expect, it } from 'vitest';
import { parseImportFile } from './import-catalogue.ts';
import { derivePersonId } from './import-ids.ts';
import { buildImportRows } from './import-rows.ts';

const TODAY = '2025-06-01';

describe('import rows', () => {
  it('fills in what the file leaves out', () => {
    const rows = buildImportRows(
      parseImportFile({
        movies: [
          { id: 1, title: 'Soon', release_date: '2025-09-01' },
          {
            id: 2,
            title: 'Streaming',
            'watch/providers': {
              results: { US: { flatrate: [{ provider_id: 8 }] }, GB: { flatrate: [{ provider_id: 9 }] } },
            },
          },
        ],
        tv: [
          {
            id: 10,
            name: 'Show',
            in_production: true,
            seasons: [
              {
                season_number: 1,
                episodes: [
                  { episode_number: 1, air_date: '2025-05-01' },
                  { episode_number: 2, air_date: '2025-07-01' },
                ],
              },
            ],
          },
        ],
      }),
      TODAY,
    );
    const [soon, streaming, series] = rows.titles;
    expect(soon).toMatchObject({
      status: 'Post Production',
      originalTitle: 'Soon',
      posterPath: '/movie-1-poster.jpg',
    });
    expect(streaming).toMatchObject({ status: 'Released', providerIds: [8] });
    expect(series).toMatchObject({
      status: 'Returning Series',
      releaseDate: '2025-05-01',
      lastAirDate: '2025-05-01',
      logoPath: '/tv-10-logo.png',
    });
    expect(rows.seasons[0]).toMatchObject({ name: 'Season 1', airDate: '2025-05-01' });
    expect(rows.episodes.map((e) => e.name)).toEqual(['Episode 1', 'Episode 2']);
  });

  it('merges a person met several times, keeping a given picture and department', () => {
    const rows = buildImportRows(
      parseImportFile({
        movies: [
          {
            id: 1,
            title: 'One',
            credits: {
              cast: [{ name: 'Ana Example', character: 'Lead' }],
              crew: [
                { name: 'Ana Example', job: 'Director' },
                { name: 'Ana Example', job: 'Director' },
              ],
            },
          },
          {
            id: 2,
            title: 'Two',
            credits: {
              cast: [
                {
                  name: 'ana example',
                  character: 'Lead',
                  profile_path: '/ana.jpg',
                  known_for_department: 'Directing',
                },
              ],
            },
          },
        ],
      }),
      TODAY,
    );
    expect(rows.people).toEqual([
      {
        id: derivePersonId('Ana Example'),
        name: 'Ana Example',
        profilePath: '/ana.jpg',
        knownForDepartment: 'Directing',
        popularity: 0,
      },
    ]);
    // The repeated Director credit is one credit.
    expect(rows.credits.map((c) => [c.titleId, c.kind, c.job || c.character])).toEqual([
      [1, 'cast', 'Lead'],
      [1, 'crew', 'Director'],
      [2, 'cast', 'Lead'],
    ]);
    expect(rows.creditScopes).toHaveLength(2);
  });
});
