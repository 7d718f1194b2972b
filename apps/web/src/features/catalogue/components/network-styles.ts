export interface TTileStyle {
  tile: string;
  mark: string;
  /** The wordmark, when it differs from the network's name. */
  label?: string;
}

/** How each network's tile is drawn: its colours and wordmark style (no logos are fetched). */
export const NETWORK_TILE_STYLES: Readonly<Record<string, TTileStyle>> = {
  netflix: { tile: 'bg-[#141414]', mark: 'font-black uppercase tracking-tight text-[#ff3b3b]' },
  disney: {
    tile: 'bg-gradient-to-br from-[#0b1a4a] via-[#12307a] to-[#1f5cc4]',
    mark: 'font-bold italic text-white',
  },
  hulu: { tile: 'bg-[#1ce783]', mark: 'font-black lowercase tracking-tight text-[#0b0c0f]' },
  'amazon-prime': {
    tile: 'bg-gradient-to-br from-[#0f2a44] to-[#146eb4]',
    mark: 'font-bold lowercase text-white',
    label: 'prime video',
  },
  'apple-tv': { tile: 'bg-gradient-to-br from-zinc-800 to-black', mark: 'font-semibold text-white' },
  'hbo-max': {
    tile: 'bg-gradient-to-br from-[#1a0b4d] to-[#5b2ee0]',
    mark: 'font-black tracking-wide text-white',
  },
  paramount: { tile: 'bg-gradient-to-br from-[#0040b0] to-[#0a6cff]', mark: 'font-bold text-white' },
  peacock: { tile: 'bg-gradient-to-br from-zinc-900 to-black', mark: 'font-bold text-white' },
};

export const FALLBACK_TILE_STYLE: TTileStyle = { tile: 'bg-zinc-800', mark: 'font-bold text-white' };
