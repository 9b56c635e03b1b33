// The marketing site's layout constants (moved out of contracts; used by this remote only).

/** Scroll distance (px) after which the site header switches to its scrolled style. */
export const HEADER_SCROLL_THRESHOLD = 10;
