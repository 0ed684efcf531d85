import { rgbaToThumbHash } from 'thumbhash';

/** The base64 ThumbHash of a w × h image of one colour, as the API would send it. */
export function solidThumbHash(rgb: [number, number, number], w = 20, h = 30): string {
  const rgba = new Uint8Array(w * h * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([...rgb, 255], i);
  return btoa(String.fromCharCode(...rgbaToThumbHash(w, h, rgba)));
}
