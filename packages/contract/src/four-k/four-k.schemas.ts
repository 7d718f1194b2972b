import { TOKEN_MAX_LENGTH } from '@marquee/domain';
import { z } from 'zod';
import { id, onceText } from '../catalogue/catalogue-fields.ts';

/** GET /api/cosmic/{id}: a title's id, as the catalogue's. */
export const ZFourKStreamsParams = z.object({ id: id() });

/** POST /api/cosmic-token-submit: the token to check (whether it is valid is the service's answer). */
export const ZFourKTokenSubmitBody = z.strictObject({
  uiToken: onceText()
    .trim()
    .min(1, 'is required')
    .max(TOKEN_MAX_LENGTH, `must be at most ${TOKEN_MAX_LENGTH} characters`),
});
