import { donationsEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.ts';
import { defineRoute } from '../http/define-route.ts';
import { NotFoundError } from '../shared/errors.ts';
import type { SiteFiles } from '../shared/site-files.ts';
import { coinAddress, readDonateInfo } from './donate-file.ts';
import { qrCodeSvg } from './donate-qr.ts';
import { donationStats } from './donations.repository.ts';

export interface TDonationsPluginOptions {
  db: TDb;
  siteFiles: SiteFiles;
}

/** The donate page's data: the operator's card link and addresses, QR codes, donation stats. */
export async function donationsPlugin(app: FastifyInstance, options: TDonationsPluginOptions): Promise<void> {
  const { db, siteFiles } = options;

  defineRoute(app, donationsEndpoints.donateInfo, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return readDonateInfo(siteFiles);
  });

  defineRoute(app, donationsEndpoints.donateQr, async ({ params, reply }) => {
    const address = await coinAddress(siteFiles, params.coin);
    if (!address) throw new NotFoundError(`No ${params.coin} address is set`);
    reply.type('image/svg+xml').header('cache-control', 'no-cache');
    return qrCodeSvg(address);
  });

  defineRoute(app, donationsEndpoints.donationStats, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return donationStats(db);
  });
}
