// Pictures as thumbnails that open a plain, keyboard-friendly lightbox (events, guests).
export { Gallery } from './Gallery';
