/** The cached signed-in user (spec §3 user-info); its presence is the logged-in state (§4). */
export const USER_INFO_KEY = 'user-info';
