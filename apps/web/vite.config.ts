import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { withCompileHintFirst } from './src/app/compile-hint.ts';
import { fontWarmUpMarkup } from './src/app/font-warm-up.ts';

// In development Vite serves the app and passes API and image calls to the Marquee server.
const server = process.env.MARQUEE_SERVER ?? 'http://localhost:8080';

/**
 * Fewer, larger scripts for a first visit (each small file costs a request and compresses worse): the
 * libraries every page runs in one chunk, the app's own start-up code (what main.tsx imports) in another,
 * the catalogue's shared components (cards, rows, hero, the ad slot) that two or more pages use in a third, and what the
 * title pages share (hero, season browser, credits, watch and download actions, with the small modules they
 * import) in a fourth: a movie page's first load asked for 15 scripts, most of them under 1 KB. Each page's
 * own code stays in its route chunk, and what only opens on demand (menu, dialogs, toasts) in its own.
 */
const codeSplitting = {
  groups: [
    {
      name: 'vendor',
      // Not the mutations: only the forms send (see `forms`).
      test: /node_modules[\\/](react|react-dom|preact|scheduler|react-router|@tanstack)[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/,
      priority: 3,
    },
    { name: 'app', tags: ['$initial' as const], priority: 2 },
    // The forms' kit and TanStack's mutations, in one chunk their pages share.
    {
      name: 'forms',
      test: /src[\\/]lib[\\/]ui[\\/](alert|button|field|use-form)\.tsx?$|node_modules[\\/]@tanstack[\\/].*[\\/](useMutation|mutationObserver)\.js$/,
      priority: 2,
    },
    // The date and number formats: the title pages and the stats, donate and account pages use them; inside
    // `title` they would bring its 40 KB to the others.
    { name: 'format', test: /src[\\/]lib[\\/]format\.ts$/, priority: 2 },
    {
      name: 'catalogue',
      test: /src[\\/]features[\\/](catalogue[\\/](components|browse)[\\/]|ads[\\/]components[\\/]ad-slot)/,
      minShareCount: 2,
      priority: 1,
    },
    // Not the route modules themselves: each stays its own entry (the server's hints look pages up by them).
    {
      name: 'title',
      test: /src[\\/]features[\\/](title[\\/](?!routes[\\/])|bookmarks[\\/]components[\\/]title-bookmark-toggle)/,
      priority: 1,
    },
  ],
};

/**
 * The built app runs on Preact's React-compatible layer instead of React DOM: the same components, hooks and
 * libraries in a sixth of the bytes (React DOM alone would be over half of the home page's JavaScript budget).
 */
const preactInPlaceOfReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router's package maps every import condition to its development build (invariant messages, dev-only
 * warnings and checks on every navigation); the production build it ships beside it is used for `vite build`.
 */
const reactRouterEntry = createRequire(import.meta.url).resolve('react-router');
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(reactRouterEntry, '../../production/index.mjs'),
  },
];

/**
 * The chunks every first page runs at once, and the player's (fetched ahead once a title page is idle, then run
 * by Watch), ask V8 to compile all their functions up front (Chrome's explicit compile hint,
 * src/app/compile-hint.ts): that compiling then happens while the script streams in, off the main thread, instead
 * of at each function's first call inside the tasks that matter (module evaluation, router start, first render;
 * for the player, the work between Watch and the stream's first request). V8 reads the hint only on a file's
 * first line, and Vite prepends its preload helper to chunks with dynamic imports while it writes the bundle, so
 * this runs last and puts the hint (and the source map, and the compressed copies) right: a banner put the hint
 * on the second line of three of these four chunks.
 */
const EAGER_COMPILE_CHUNKS = /^(vendor|index|catalogue|title|player-overlay)$/;
const COMPRESSED = [
  [
    '.br',
    (code: string) =>
      zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ],
  ['.gz', (code: string) => zlib.gzipSync(code, { level: 9 })],
] as const;

const compileHintFirst: Plugin = {
  name: 'marquee-compile-hint-first',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !EAGER_COMPILE_CHUNKS.test(chunk.name)) continue;
        const mapAsset = bundle[`${chunk.fileName}.map`];
        const storedMap =
          mapAsset?.type === 'asset'
            ? (JSON.parse(String(mapAsset.source)) as { mappings: string })
            : undefined;
        const hinted = withCompileHintFirst(chunk.code, storedMap);
        if (hinted.code === chunk.code) continue;
        chunk.code = hinted.code;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        if (mapAsset?.type === 'asset' && hinted.map) mapAsset.source = JSON.stringify(hinted.map);
        for (const [extension, compress] of COMPRESSED) {
          const copy = bundle[chunk.fileName + extension];
          if (copy?.type === 'asset') copy.source = compress(hinted.code);
        }
      }
    },
  },
};

const ROOT_ELEMENT = '<div id="root"></div>';

/** The fonts' warm-up (src/app/font-warm-up.ts) in the page's HTML, right after the app's root element. */
const fontWarmUp: Plugin = {
  name: 'marquee-font-warm-up',
  transformIndexHtml(html) {
    if (!html.includes(ROOT_ELEMENT)) {
      throw new Error(`index.html has no ${ROOT_ELEMENT} to put the fonts' warm-up after`);
    }
    return html.replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n    ${fontWarmUpMarkup()}`);
  },
};

/** The server's copy of a title page's first screen (src/first-screen/), built for Node beside the app. */
const FIRST_SCREEN_ENTRY = 'src/first-screen/render-first-screen.tsx';

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? {
        // React's own server renderer draws it (Preact's is not installed): the markup is plain HTML either way.
        root: import.meta.dirname,
        plugins: [react()],
        publicDir: false,
        // The workspace's packages are TypeScript: bundled in, so Node runs the file as it is.
        ssr: { noExternal: [/^@marquee\//] },
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: { input: FIRST_SCREEN_ENTRY },
        },
      }
    : {
        root: import.meta.dirname,
        resolve: { alias: command === 'build' ? [...preactInPlaceOfReact, ...reactRouterProduction] : [] },
        // Brotli (best) and gzip copies beside each text asset, served as they are by the server: no work per request.
        plugins: [react(), tailwindcss(), fontWarmUp, compression({ threshold: 1024 }), compileHintFirst],
        // The manifest tells the server which files each page needs, for the hints it adds to the page (page-head.ts).
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: true,
          manifest: true,
          rolldownOptions: { output: { codeSplitting } },
        },
        server: {
          proxy: { '/api': server, '/img': server, '/modalData.json': server, '/ads.json': server },
        },
      },
);
