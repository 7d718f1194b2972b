// A DVD (VobSub) picture subtitle written byte by byte, for library tests of burnt-in subtitles.

/** 33-bit MPEG timestamp (90 kHz) in a PES header's five bytes. */
function pesTimestamp(seconds: number): Buffer {
  const pts = Math.round(seconds * 90_000);
  return Buffer.from([
    0x21 | (Math.floor(pts / 2 ** 29) & 0x0e),
    (pts >> 22) & 0xff,
    ((pts >> 14) & 0xfe) | 1,
    (pts >> 7) & 0xff,
    ((pts << 1) & 0xfe) | 1,
  ]);
}

/**
 * One DVD subtitle picture: an opaque bar of colour 1 at (x, y), shown for `seconds`. Each line is one run "to
 * the end of the line" (16 bits, count 0), in both fields; two control sequences show and hide it.
 */
function subtitlePicture(x: number, y: number, width: number, height: number, seconds: number): Buffer {
  const field = Buffer.alloc(height, 0).map((_, i) => (i % 2 === 1 ? 0x01 : 0x00));
  const top = 4;
  const bottom = top + field.length;
  const show = bottom + field.length;
  const [x2, y2] = [x + width - 1, y + height - 1];
  const area = [
    x >> 4,
    ((x & 0xf) << 4) | (x2 >> 8),
    x2 & 0xff,
    y >> 4,
    ((y & 0xf) << 4) | (y2 >> 8),
    y2 & 0xff,
  ];
  // Show; pixel values 3..0 take palette colours 3..0; only value 1 is opaque; the area; where the fields start.
  const commands = [
    ...[0x01, 0x03, 0x32, 0x10, 0x04, 0x00, 0xf0, 0x05, ...area],
    ...[0x06, top >> 8, top & 0xff, bottom >> 8, bottom & 0xff, 0xff],
  ];
  const hide = show + 4 + commands.length;
  const showSequence = Buffer.from([0, 0, hide >> 8, hide & 0xff, ...commands]);
  const delay = Math.round((seconds * 90_000) / 1024);
  const hideSequence = Buffer.from([delay >> 8, delay & 0xff, hide >> 8, hide & 0xff, 0x02, 0xff]);
  const body = Buffer.concat([Buffer.alloc(4), field, field, showSequence, hideSequence]);
  body.writeUInt16BE(body.length, 0);
  body.writeUInt16BE(show, 2);
  return body;
}

/**
 * A VobSub pair (.idx, .sub) for a 640 × 360 film: one white bar (x 160-479, y 300-339) shown from the start for
 * `seconds`, in one 2048-byte sector (ffmpeg encodes no VobSub from text). One long picture: a segment made from
 * its middle must still draw it.
 */
export function vobSubBar(seconds: number): { idx: string; sub: Buffer } {
  const picture = subtitlePicture(160, 300, 320, 40, seconds);
  const pesBody = Buffer.concat([
    Buffer.from([0x81, 0x80, 0x05]),
    pesTimestamp(0),
    Buffer.from([0x20]),
    picture,
  ]);
  const pack = Buffer.concat([
    Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8]),
    Buffer.from([0, 0, 1, 0xbd, pesBody.length >> 8, pesBody.length & 0xff]),
    pesBody,
  ]);
  const padding = 2048 - pack.length - 6;
  const sub = Buffer.concat([
    pack,
    Buffer.from([0, 0, 1, 0xbe, padding >> 8, padding & 0xff]),
    Buffer.alloc(padding, 0xff),
  ]);
  const palette = ['000000', 'ffffff', ...Array.from({ length: 14 }, () => '808080')].join(', ');
  const idx = [
    '# VobSub index file, v7 (do not modify this line!)',
    'size: 640x360',
    `palette: ${palette}`,
    '',
    'id: en, index: 0',
    'timestamp: 00:00:00:000, filepos: 000000000',
    '',
  ].join('\n');
  return { idx, sub };
}
