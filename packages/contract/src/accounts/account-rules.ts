// Account field rules shared by the server's schemas and the web forms (no zod: the web imports this).

/** Sign-up limits (spec/accounts-and-services.md §5, with the server's own upper bounds). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** The simple email shape of §5: text, @, text, dot, text (no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters, digits and . _ - : a username is shown in the page and typed at login. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
