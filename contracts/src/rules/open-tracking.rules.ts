// The optional open pixel (product.md §10): off unless the user turns it on, and said plainly what it can tell.

/** A new sequence does not track opens. */
export const TRACK_OPENS_DEFAULT = false;

export const TRACK_OPENS_LABEL = 'Track opens';

/** Beside the switch: what a pixel does and does not tell, and what it costs. */
export const TRACK_OPENS_EXPLAINED =
  'Adds an invisible image to each email. When it loads, the email was probably opened; it never tells who read it ' +
  'or for how long. Apple Mail loads every image by itself, so an "open" may mean nothing, and Gmail may hide ' +
  'images from a sender it does not know yet. Off by default.';
