/** A 4K token (a JWT signed with the server's premium key) travels in this header. */
export const UI_TOKEN_HEADER = 'Ui-Token';
