/** @jest-environment jsdom */
import { watchImageStates } from './image-fallback';

function box(className: string, image: { complete: boolean; naturalWidth: number }) {
  const element = document.createElement('div');
  element.className = className;
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { get: () => image.complete });
  Object.defineProperty(img, 'naturalWidth', { get: () => image.naturalWidth });
  element.append(img);
  document.body.append(element);
  return { element, img, image };
}

describe('watchImageStates', () => {
  afterEach(() => document.body.replaceChildren());

  it('marks loaded, failed and pending pictures, and follows a pending one as it settles', () => {
    const loaded = box('speaker-photo', { complete: true, naturalWidth: 128 });
    const failed = box('partner-logo', { complete: true, naturalWidth: 0 });
    const pending = box('speaker-photo', { complete: false, naturalWidth: 0 });
    const stop = watchImageStates(document);
    expect(loaded.element.dataset.image).toBe('loaded');
    expect(failed.element.dataset.image).toBe('failed');
    expect(pending.element.dataset.image).toBe('pending');

    pending.image.complete = true;
    pending.img.dispatchEvent(new Event('error'));
    expect(pending.element.dataset.image).toBe('failed');

    stop();
    pending.image.naturalWidth = 128;
    pending.img.dispatchEvent(new Event('load'));
    expect(pending.element.dataset.image).toBe('failed');
  });
});
