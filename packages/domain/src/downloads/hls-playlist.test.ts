import { describe, expect, it } from 'vitest';
import {
  downloadableVariants,
  HlsPlaylistError,
  parseAttributes,
  parseHlsPlaylist,
  savedFileType,
  variantLabel,
  type THlsMediaPlaylist,
} from './hls-playlist.ts';

const master = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-STREAM-INF:BANDWIDTH=100228,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=188920,RESOLUTION=1920x1080,CODECS="avc1.640028,mp4a.40.2"
1080p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=139028,RESOLUTION=1280x720
720p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=99000,RESOLUTION=640x360
360p-low/index.m3u8
`;

describe('HLS playlists', () => {
  it('reads attributes with quoted commas', () => {
    expect(parseAttributes('BANDWIDTH=1,CODECS="a,b",RESOLUTION=1x2')).toEqual({
      BANDWIDTH: '1',
      CODECS: 'a,b',
      RESOLUTION: '1x2',
    });
  });
  it("reads a master playlist's variants with their heights", () => {
    const playlist = parseHlsPlaylist(master);
    expect(playlist.kind).toBe('master');
    expect(playlist.kind === 'master' && playlist.variants[0]).toEqual({
      uri: '360p/index.m3u8',
      bandwidth: 100228,
      height: 360,
    });
  });
  it('offers one variant per height, tallest first, and names them by height', () => {
    const playlist = parseHlsPlaylist(master);
    const offered = playlist.kind === 'master' ? downloadableVariants(playlist.variants) : [];
    expect(offered.map(variantLabel)).toEqual(['1080p', '720p', '360p']);
    expect(offered[2]!.uri).toBe('360p/index.m3u8');
    expect(variantLabel({ uri: 'x', bandwidth: 20_000_000, height: 2160 })).toBe('4K');
    expect(variantLabel({ uri: 'x', bandwidth: 800_000 })).toBe('800 kbps');
  });
  it("reads a fragmented-MP4 media playlist's segments, each with its init section", () => {
    const playlist = parseHlsPlaylist(
      '#EXTM3U\r\n#EXT-X-TARGETDURATION:2\r\n#EXT-X-MAP:URI="init.mp4"\r\n#EXTINF:2,\r\nsegment-000.m4s\r\n#EXTINF:2,\r\nsegment-001.m4s\r\n#EXT-X-ENDLIST\r\n',
    ) as THlsMediaPlaylist;
    expect(playlist).toEqual({
      kind: 'media',
      isEncrypted: false,
      segments: [
        { uri: 'segment-000.m4s', map: { uri: 'init.mp4' }, duration: 2 },
        { uri: 'segment-001.m4s', map: { uri: 'init.mp4' }, duration: 2 },
      ],
    });
    expect(savedFileType(playlist)).toEqual({ extension: 'mp4', mime: 'video/mp4' });
  });
  it('reads byte ranges, a range without offset continuing the previous one of the same file', () => {
    const playlist = parseHlsPlaylist(
      '#EXTM3U\n#EXTINF:4,\n#EXT-X-BYTERANGE:100@0\nall.ts\n#EXTINF:4.5,title\n#EXT-X-BYTERANGE:50\nall.ts\nother.ts\n',
    ) as THlsMediaPlaylist;
    expect(playlist.segments).toEqual([
      { uri: 'all.ts', byteRange: { offset: 0, length: 100 }, duration: 4 },
      { uri: 'all.ts', byteRange: { offset: 100, length: 50 }, duration: 4.5 },
      // No EXTINF of its own: no length read.
      { uri: 'other.ts', duration: 0 },
    ]);
    expect(savedFileType(playlist)).toEqual({ extension: 'ts', mime: 'video/mp2t' });
  });
  it('notices encrypted segments', () => {
    const playlist = parseHlsPlaylist('#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="k"\n#EXTINF:4,\na.ts\n');
    expect(playlist.kind === 'media' && playlist.isEncrypted).toBe(true);
    const clear = parseHlsPlaylist('#EXTM3U\n#EXT-X-KEY:METHOD=NONE\n#EXTINF:4,\na.ts\n');
    expect(clear.kind === 'media' && clear.isEncrypted).toBe(false);
  });
  it('refuses a text that is no playlist', () => {
    expect(() => parseHlsPlaylist('<html>')).toThrow(HlsPlaylistError);
    expect(() => parseHlsPlaylist('')).toThrow(HlsPlaylistError);
  });
});
