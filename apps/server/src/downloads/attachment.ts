import contentDisposition from 'content-disposition';
import { asciiFileName } from '@marquee/domain';
import type { FastifyReply } from 'fastify';

/**
 * Asks the browser to save the answer as `fileName` (already a clean name, checked by the contract): a plain
 * ASCII `filename` for old clients, and the UTF-8 `filename*` (RFC 5987) when the name is not plain ASCII.
 */
export function sendAsAttachment(reply: FastifyReply, fileName: string | undefined): void {
  if (fileName === undefined) return;
  reply.header('content-disposition', contentDisposition(fileName, { fallback: asciiFileName(fileName) }));
}
