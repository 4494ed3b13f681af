/**
 * Addresses of the files the demo serves under `/demo/media/assets/...`. Fixtures build their
 * URLs here and the asset router parses the same shapes, so the two cannot drift apart. The
 * contract wants absolute http(s) URLs, hence the `origin` of the request that asked.
 */

export const ASSETS_PATH = '/demo/media/assets';

type AssetKind = 'avatars' | 'logos' | 'brand' | 'posters' | 'qr' | 'certificates' | 'files';

function assetUrl(origin: string, kind: AssetKind, file: string): string {
  return `${origin}${ASSETS_PATH}/${kind}/${encodeURIComponent(file)}`;
}

export const speakerPhotoUrl = (origin: string, speakerId: number) =>
  assetUrl(origin, 'avatars', `speaker-${speakerId}.svg`);
export const playerAvatarUrl = (origin: string, place: number) =>
  assetUrl(origin, 'avatars', `player-${place}.svg`);
export const partnerLogoUrl = (origin: string, partnerId: number) =>
  assetUrl(origin, 'logos', `${partnerId}.svg`);
export const brandLogoUrl = (origin: string, hash: string, width: number) =>
  assetUrl(origin, 'brand', `${hash}-${width}.svg`);
export const posterUrl = (origin: string, hash: string) =>
  assetUrl(origin, 'posters', `${hash}.svg`);
export const qrImageUrl = (origin: string, hash: string) => assetUrl(origin, 'qr', `${hash}.svg`);
export const certificateUrl = (origin: string, hash: string) =>
  assetUrl(origin, 'certificates', `${hash}.svg`);
export const programmeFileUrl = (origin: string, hash: string) =>
  assetUrl(origin, 'files', `programme-${hash}.html`);
export const slidesFileUrl = (origin: string, eventId: number) =>
  assetUrl(origin, 'files', `slides-${eventId}.html`);
export const partnersDeckUrl = (origin: string, hash: string) =>
  assetUrl(origin, 'files', `partners-${hash}.html`);
