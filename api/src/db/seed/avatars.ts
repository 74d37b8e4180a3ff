/**
 * Portrait placeholders as SVG data URIs, for a seed without file storage (the test fixtures): they
 * load offline. `npm run seed` stores PNG portraits instead (pictures.ts).
 */
const PALETTE = ['#1e5bd8', '#1f9d55', '#b45309', '#7c3aed', '#be185d', '#0e7490', '#4d7c0f', '#9f1239', '#334155'];

export function avatarDataUri(firstName: string, lastName: string, seed: number): string {
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase().replace(/[^A-Z]/g, '');
  const bg = PALETTE[seed % PALETTE.length];
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='160' height='160' viewBox='0 0 160 160'>` +
    `<rect width='160' height='160' fill='${bg}'/>` +
    `<circle cx='80' cy='62' r='30' fill='rgba(255,255,255,.25)'/>` +
    `<path d='M30 150c4-32 26-48 50-48s46 16 50 48z' fill='rgba(255,255,255,.25)'/>` +
    `<text x='80' y='96' font-family='IBM Plex Sans,Arial,sans-serif' font-size='52' font-weight='600' fill='#fff' text-anchor='middle'>${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
