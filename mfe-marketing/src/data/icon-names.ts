// The names of the public site's icons (components/site-icons.tsx draws them): the content in data/ names an icon
// without importing the drawing.
export type IconName =
  | 'calendar'
  | 'search'
  | 'mail'
  | 'clock'
  | 'inbox'
  | 'card'
  | 'check'
  | 'dash'
  | 'send'
  | 'refresh'
  | 'menu'
  | 'close'
  | 'replay';
