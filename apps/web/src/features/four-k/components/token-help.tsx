/**
 * Our own help in place of the original site's video guides and community widget: where a token comes from and what to
 * do when it does not work. Written for this site; no embedded videos or third-party widgets.
 */
export function TokenHelp() {
  return (
    <aside
      aria-labelledby="four-k-help"
      className="space-y-4 rounded-2xl border border-zinc-200 p-5 text-sm text-zinc-700 dark:border-white/10 dark:text-zinc-300"
    >
      <h2 id="four-k-help" className="text-base font-bold text-zinc-950 dark:text-white">
        Guides
      </h2>
      <section>
        <h3 className="font-semibold text-zinc-950 dark:text-white">Getting a token</h3>
        <p className="mt-1">
          4K tokens are handed out by the people who run this site. Ask them for one: they make it for you by
          name, and it works only on this site. A token is a long line of letters, digits, dots and dashes
          that starts with <code className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">ey</code>.
        </p>
      </section>
      <section>
        <h3 className="font-semibold text-zinc-950 dark:text-white">Running this site yourself?</h3>
        <p className="mt-1">
          Set <code className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">PREMIUM_KEY</code> on the server,
          then mint a token with{' '}
          <code className="rounded bg-zinc-100 px-1 whitespace-nowrap dark:bg-zinc-800">
            npm run token -- --name NAME
          </code>{' '}
          (add <code className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">--days N</code> for one that
          expires). Changing the key ends every token made with the old one.
        </p>
      </section>
      <section>
        <h3 className="font-semibold text-zinc-950 dark:text-white">
          When the test says the token is invalid
        </h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>Paste the whole token, with nothing before or after it.</li>
          <li>It may have expired, or the site may have changed its key: ask for a new one.</li>
          <li>Tokens from other sites do not work here.</li>
        </ul>
      </section>
      <section>
        <h3 className="font-semibold text-zinc-950 dark:text-white">Community</h3>
        <p className="mt-1">
          Stuck? Ask the people who run this site, or other viewers who use 4K here. Never post your token
          there: it is yours alone.
        </p>
      </section>
    </aside>
  );
}
