// Word lists for synthetic titles: plain English words of the kind film and series titles are made of.
const split = (text) => text.trim().split(/\s+/);

export const ADJECTIVES = split(`
  Dark Silent Broken Golden Hidden Lost Last Final Bright Cold Wild Secret Red Black White Blue Green
  Iron Silver Crimson Hollow Burning Frozen Quiet Distant Endless Fallen Forgotten Savage Gentle Sweet
  Bitter Strange Little Big Long Deep High Lonely Restless Brave Wicked Holy Sacred Electric Neon Velvet
  Midnight Northern Southern Eastern Western Ancient Modern Perfect Dangerous Beautiful Empty Shattered
  Rising Falling Drifting Fading Waking Sleeping Hungry Lucky Crooked Twisted Royal Rogue Hard Soft Fast
`);

export const NOUNS = split(`
  Night Day City River Mountain Road Storm Fire Shadow Light Heart Dream Song Garden House Kingdom Empire
  Ocean Island Forest Desert Star Moon Sun Sky Rain Snow Wind Winter Summer Spring Autumn Harbor Bridge
  Tower Castle Village Station Frontier Border Valley Canyon Lake Shore Crown Sword Mirror Door Window
  Letter Promise Secret Game Hunt Chase Escape Journey Return Reckoning Legacy Witness Stranger Hunter
  Soldier Doctor Teacher Queen King Prince Daughter Son Brother Sister Mother Father Widow Orphan Ghost
  Angel Devil Wolf Raven Tiger Horse Dragon Machine Signal Code Circuit Engine Voyage Harvest Fortune
`);

export const GERUNDS = split(`
  Breaking Running Chasing Finding Losing Saving Hunting Burning Falling Dancing Singing Waiting Leaving
  Killing Keeping Raising Crossing Catching Walking Riding Flying Fighting Dreaming Watching Missing
`);

export const PLACES = split(`
  Paris London Berlin Tokyo Cairo Lisbon Havana Chicago Boston Memphis Denver Dakota Texas Alaska Nevada
  Sahara Siberia Brooklyn Harlem Manhattan Venice Vienna Prague Warsaw Dublin Glasgow Oslo Madrid Rome
  Athens Istanbul Bombay Shanghai Seoul Sydney Montana Oregon Arizona Georgia Carolina Avalon Eden
`);

export const FIRST_NAMES = split(`
  Anna Ben Clara David Elena Frank Grace Henry Iris Jack Kate Leo Maria Nina Oscar Paul Rosa Sam Tom Vera
  Walter Alice Bruno Chloe Daniel Emma Felix Hannah Isaac Julia Karl Lucy Max Nora Omar Peter Ruth Simon
  Tessa Victor Yara Zoe Marcus Lena Hugo Ada Ivan Mila Theo Eva Jonah Sofia Adam Lara Noah Mei Ravi Aiko
`);

export const LAST_NAMES = split(`
  Walker Stone Rivers Hart Fischer Moreau Rossi Silva Novak Kowalski Tanaka Kim Singh Okafor Larsen Berg
  Hughes Fletcher Marsh Quinn Shaw Price Lang Weber Castro Romero Duval Bianchi Sato Park Chen Ivanova
  Petrov Murphy Brennan Doyle Garcia Lopez Costa Ferreira Nakamura Haddad Mensah Adeyemi Johansson Blake
`);

export const VERBS = split(`
  finds loses hunts follows escapes protects betrays remembers crosses returns to searches for defends
`);

/** TMDB's genre ids, by kind of title. */
export const MOVIE_GENRES = [
  28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 53, 10752, 37,
];
export const TV_GENRES = [
  10759, 16, 35, 80, 99, 18, 10751, 10762, 9648, 10763, 10764, 10765, 10766, 10767, 37,
];

export const SEQUELS = [' Part II', ' Part III', ' 2', ' 3', ' II', ': The Return', ': Reckoning', ' Reborn'];
