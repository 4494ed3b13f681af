import { useEffect, type RefObject } from 'react';

const IMAGE_BOXES = '.speaker-photo, .partner-logo';

type ImageState = 'pending' | 'loaded' | 'failed';

function stateOf(image: HTMLImageElement): ImageState {
  if (!image.complete) return 'pending';
  return image.naturalWidth > 0 ? 'loaded' : 'failed';
}

// CSS shows the fallback under a pending or failed image, so a host that errs or never answers
// leaves a name, not an empty box; image and fallback share one box, so nothing moves.
/** @internal */
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

export function useImageStates(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    return root ? watchImageStates(root) : undefined;
  }, [ref]);
}
