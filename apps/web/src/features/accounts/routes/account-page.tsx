import { useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { ACCOUNT_TABS, SETTINGS_BY_TAB, type TAccountTab } from '../settings-options.ts';
import { AccountTab } from '../components/account-tab.tsx';
import { SettingsSection } from '../components/settings-section.tsx';
import { ProfilesTab } from '../../profiles/components/profiles-tab.tsx';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { CalendarFeedSection } from '../../up-next/components/calendar-feed-section.tsx';
import { PortabilitySection } from '../../portability/components/portability-section.tsx';
import { ScrollingTabList } from '../../../lib/ui/scrolling-tab-list.tsx';

const isTab = (value: string | null): value is TAccountTab => ACCOUNT_TABS.some((tab) => tab.id === value);

/** /account: the tabs player, account, profiles, appearance, notifications and content, chosen by ?tab=. */
export default function AccountPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: TAccountTab = isTab(requested) ? requested : 'player';
  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <DocumentTitle>Account · Marquee</DocumentTitle>
      <h1 className="text-3xl font-extrabold tracking-tight">Account</h1>
      <ScrollingTabList
        label="Account sections"
        selected={tab}
        className="mt-6 gap-1 border-b border-zinc-200 dark:border-white/10"
        fadeClassName="from-white via-white/90 dark:from-zinc-950 dark:via-zinc-950/90"
      >
        {ACCOUNT_TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`account-tab-${item.id}`}
            aria-selected={item.id === tab}
            aria-controls="account-panel"
            onClick={() => setSearch({ tab: item.id }, { replace: true })}
            className={clsx(
              '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors',
              item.id === tab
                ? 'border-brand-500 text-zinc-950 dark:text-white'
                : 'border-transparent text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white',
            )}
          >
            {item.label}
          </button>
        ))}
      </ScrollingTabList>
      <div id="account-panel" role="tabpanel" aria-labelledby={`account-tab-${tab}`} className="pt-6">
        {tab === 'account' ? (
          <AccountTab />
        ) : tab === 'profiles' ? (
          <ProfilesTab />
        ) : (
          <SettingsSection controls={SETTINGS_BY_TAB[tab]} />
        )}
        {tab === 'notifications' && <CalendarFeedSection />}
        {tab === 'content' && <PortabilitySection />}
      </div>
    </section>
  );
}
