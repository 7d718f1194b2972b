import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProbe, ProbeError } from './probe.ts';

const fixture = async (name: string): Promise<unknown> =>
  JSON.parse(await fs.readFile(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));

describe('parseProbe', () => {
  it('reads a Matroska file with HEVC, two AC-3 languages and SubRip', async () => {
    expect(parseProbe(await fixture('probe-hevc-ac3.mkv.json'))).toEqual({
      container: 'matroska',
      durationS: 4.006,
      video: { codec: 'hevc', profile: 'Main', width: 320, height: 180, bitDepth: 8, hdr: undefined },
      audio: [
        { index: 1, codec: 'ac3', channels: 6, language: 'eng', title: undefined, isDefault: true },
        { index: 2, codec: 'ac3', channels: 6, language: 'fra', title: undefined, isDefault: false },
      ],
      subtitles: [
        { index: 3, codec: 'subrip', kind: 'text', language: 'spa', title: undefined, forced: false },
      ],
    });
  });

  it('reads an MP4 with H.264 and AAC stereo', async () => {
    const probe = parseProbe(await fixture('probe-h264-aac.mp4.json'));
    expect(probe.container).toBe('mp4');
    expect(probe.video).toMatchObject({
      codec: 'h264',
      profile: 'Constrained Baseline',
      width: 320,
      height: 180,
    });
    expect(probe.audio).toMatchObject([{ codec: 'aac', channels: 2 }]);
    expect(probe.subtitles).toEqual([]);
    expect(probe.durationS).toBeGreaterThan(3.9);
  });

  it('tells HDR10, 10-bit colour, DTS and image subtitles', async () => {
    const probe = parseProbe(await fixture('probe-hdr-dts-pgs.mkv.json'));
    expect(probe.video).toMatchObject({ codec: 'hevc', profile: 'Main 10', bitDepth: 10, hdr: 'hdr10' });
    expect(probe.video?.height).toBe(2160);
    expect(probe.audio[1]).toMatchObject({
      codec: 'dts',
      channels: 8,
      language: 'jpn',
      title: 'Japanese 7.1',
    });
    expect(probe.subtitles.map((s) => [s.codec, s.kind, s.forced])).toEqual([
      ['subrip', 'text', false],
      ['hdmv_pgs_subtitle', 'image', true],
    ]);
    expect(probe.durationS).toBe(5423.104);
  });

  it('leaves cover art out, an untagged language unset, and a stream it cannot read aside', () => {
    const probe = parseProbe({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2' },
      streams: [
        { index: 0, codec_type: 'video', codec_name: 'mjpeg', disposition: { attached_pic: 1 } },
        { index: 1, codec_type: 'audio', codec_name: 'eac3', channels: 6, tags: { LANGUAGE: 'und' } },
        { codec_type: 'audio' },
      ],
    });
    expect(probe.video).toBeUndefined();
    expect(probe.durationS).toBe(0);
    expect(probe.audio).toEqual([
      { index: 1, codec: 'eac3', channels: 6, language: undefined, title: undefined, isDefault: false },
    ]);
  });

  it('refuses what is not ffprobe output', () => {
    expect(() => parseProbe('nonsense')).toThrow(ProbeError);
    expect(() => parseProbe({ streams: 'x' })).toThrow(ProbeError);
  });
});
