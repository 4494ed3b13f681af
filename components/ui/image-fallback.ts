import { useEffect, type RefObject } from 'react';

/** The picture boxes with a fallback under their image (app/globals.css). */
const IMAGE_BOXES = '.speaker-photo, .partner-logo';

type ImageState = 'pending' | 'loaded' | 'failed';

function stateOf(image: HTMLImageElement): ImageState {
  if (!image.complete) return 'pending';
  return image.naturalWidth > 0 ? 'loaded' : 'failed';
}

/**
 * Writes each picture box's image state into its `data-image` attribute, now and as each image
 * settles: CSS shows the fallback under the image (a speaker's initials, a partner's name) while
 * the image is pending or after it failed, and hides it once the image is there. An image host
 * that answers an error, or never answers, leaves the fallback rather than an empty box. The
 * fallback and the image share one box, so nothing moves either way. Returns a function that
 * stops listening.
 */
export function watchImageStates(root: ParentNode): () => void {
  const stops: (() => void)[] = [];
  for (const box of root.querySelectorAll<HTMLElement>(IMAGE_BOXES)) {
    const image = box.querySelector('img');
    if (!image) continue;
    const mark = () => box.setAttribute('data-image', stateOf(image));
    mark();
    image.addEventListener('load', mark);
    image.addEventListener('error', mark);
    stops.push(() => {
      image.removeEventListener('load', mark);
      image.removeEventListener('error', mark);
    });
  }
  return () => stops.forEach((stop) => stop());
}

/** `watchImageStates` over the element of `ref` while it is mounted. */
export function useImageStates(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    return root ? watchImageStates(root) : undefined;
  }, [ref]);
}
