import { ImportFileError } from '@marquee/domain';
import yauzl from 'yauzl';

/** Caps on what a ZIP may unpack to: per file, in all, and how much a file may grow (zip bombs). */
export interface TZipLimits {
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Uncompressed size over compressed size, past which a file over 1 MB is refused. */
  maxRatio: number;
  maxEntries: number;
}

export const ZIP_LIMITS: TZipLimits = {
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxRatio: 200,
  maxEntries: 1000,
};

const TOO_LARGE = 'This ZIP unpacks to more than an export can hold, so it was not read.';

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new ImportFileError('This ZIP file is damaged and cannot be opened.'));
      else resolve(zip);
    });
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(new ImportFileError(`${entry.fileName} in this ZIP cannot be unpacked.`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Counted as it unpacks: a file that claims to be small and is not stops here.
        if (size > limit) {
          stream.destroy();
          reject(new ImportFileError(TOO_LARGE));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', () => reject(new ImportFileError(`${entry.fileName} in this ZIP is damaged.`)));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Unpacks the files of a ZIP whose names (lower case, at the top or in one folder) `wanted` accepts, within
 * the limits; other files are never unpacked. A ZIP past a limit is refused as a whole.
 */
export async function unzipEntries(
  bytes: Buffer,
  wanted: (name: string) => boolean,
  limits: TZipLimits = ZIP_LIMITS,
): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ImportFileError('This ZIP holds more files than an export does.');
  }
  const files = new Map<string, Buffer>();
  let total = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof ImportFileError ? error : new ImportFileError('This ZIP file is damaged.'));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(files));
    zip.on('entry', (entry: yauzl.Entry) => {
      const parts = entry.fileName.toLowerCase().split('/');
      const name = parts.at(-1) ?? '';
      if (parts.length > 2 || !wanted(name) || files.has(name)) {
        zip.readEntry();
        return;
      }
      const declared = entry.uncompressedSize;
      const ratio = declared / Math.max(1, entry.compressedSize);
      total += declared;
      if (
        declared > limits.maxEntryBytes ||
        total > limits.maxTotalBytes ||
        (declared > 1024 * 1024 && ratio > limits.maxRatio)
      ) {
        fail(new ImportFileError(TOO_LARGE));
        return;
      }
      readEntry(zip, entry, Math.min(limits.maxEntryBytes, declared)).then((content) => {
        files.set(name, content);
        zip.readEntry();
      }, fail);
    });
    zip.readEntry();
  });
}
