import { endpoint } from '../declare-endpoint.ts';
import { ZSiteInfo } from './site-info.schemas.ts';

export const siteInfoEndpoints = {
  site: endpoint({ method: 'GET', path: '/api/site', response: ZSiteInfo }),
};
