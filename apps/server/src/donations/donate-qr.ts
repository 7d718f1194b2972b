import QRCode from 'qrcode';

const MAX_KEPT = 16;
const kept = new Map<string, string>();

/**
 * An SVG QR code of `text` (a wallet address), black on white with the standard quiet zone, error correction
 * M. The few addresses a site has are kept once drawn.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  const found = kept.get(text);
  if (found) return found;
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(text, svg);
  return svg;
}
