/** An e-mail address as the forms accept it before the server's own check: something@domain.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
