/** Where 'Falar com Suporte' writes to. */
export const SUPPORT_EMAIL = 'suporte@trilhacloud.dev';
