/** The sticky site header's height (Tailwind h-16): toasts and sticky bars keep clear of it. */
export const SITE_HEADER_HEIGHT_PX = 64;
