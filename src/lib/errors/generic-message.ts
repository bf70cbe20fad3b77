// Apart from the catalogue so that the header's 'Sair' (on every page, the home page too) does not
// load every backend message to have this one.

/** A failure with nothing more specific to say (sign-in, sign-up, sign-out). */
export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro. Tente novamente.';
