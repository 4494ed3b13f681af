'use client';

import { useRef, useState } from 'react';
import { saveBlob } from '@/lib/browser/save-blob';
import { svgToPngBlob } from '@/lib/qr/png';

export interface PngDownloadButtonProps {
  /** The QR code's SVG as a `data:` URL (server-rendered by lib/qr/svg). */
  svgUrl: string;
  fileName: string;
  text: { downloadPng: string; pngPreparing: string; pngFailed: string };
  className?: string;
}

// Draws the SVG onto a canvas and saves it as PNG, one conversion at a time.
export function PngDownloadButton({ svgUrl, fileName, text, className }: PngDownloadButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const busy = useRef(false);

  async function download() {
    if (busy.current) return;
    busy.current = true;
    setState('busy');
    try {
      saveBlob(await svgToPngBlob(svgUrl), fileName);
      setState('idle');
    } catch {
      setState('failed');
    } finally {
      busy.current = false;
    }
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        onClick={download}
        aria-disabled={state === 'busy'}
        className={className}
      >
        {state === 'busy' ? text.pngPreparing : text.downloadPng}
      </button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-red-700">
          {text.pngFailed}
        </span>
      ) : null}
    </span>
  );
}
