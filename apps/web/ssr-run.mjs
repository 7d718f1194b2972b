import { createServer } from 'vite';
const vite = await createServer({ root: '/work/main/apps/web', server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const m = await vite.ssrLoadModule('/src/ssr-try.tsx');
} catch (e) { console.error('ERR', e.stack?.split('\n').slice(0,8).join('\n')); }
await vite.close();
