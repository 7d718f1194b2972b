import { CRYPTO_COINS } from '@marquee/domain';
import { z } from 'zod';

export const ZDonateQrParams = z.strictObject({
  coin: z.enum(CRYPTO_COINS, { error: `must be one of ${CRYPTO_COINS.join(', ')}` }),
});
