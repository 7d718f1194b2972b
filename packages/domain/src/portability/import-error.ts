/** A file an import cannot read, with a message the person who chose it can act on. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
