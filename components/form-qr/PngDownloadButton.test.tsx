/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { saveBlob } from '@/lib/browser/save-blob';
import { svgToPngBlob } from '@/lib/qr/png';
import en from '@/messages/en.json';
import { PngDownloadButton } from './PngDownloadButton';

jest.mock('@/lib/browser/save-blob', () => ({ saveBlob: jest.fn() }));
jest.mock('@/lib/qr/png', () => ({ svgToPngBlob: jest.fn() }));
const svgToPngBlobMock = svgToPngBlob as jest.MockedFunction<typeof svgToPngBlob>;
const saveBlobMock = saveBlob as jest.MockedFunction<typeof saveBlob>;

const props = {
  svgUrl: 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
  fileName: 'form-qr-demo-form.png',
};

const { downloadPng, pngPreparing, pngFailed } = en.formQr;
const text = { downloadPng, pngPreparing, pngFailed };

describe('PngDownloadButton', () => {
  beforeEach(() => {
    svgToPngBlobMock.mockReset();
    saveBlobMock.mockReset();
  });

  it('draws the SVG into a PNG and saves it under the given name', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    let resolve: (blob: Blob) => void = () => undefined;
    svgToPngBlobMock.mockReturnValue(new Promise((done) => (resolve = done)));
    render(<PngDownloadButton text={text} {...props} />);

    fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    const busy = screen.getByRole('button', { name: 'Preparing PNG…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second click while busy starts nothing.
    fireEvent.click(busy);
    expect(svgToPngBlobMock).toHaveBeenCalledTimes(1);
    expect(svgToPngBlobMock).toHaveBeenCalledWith(props.svgUrl);

    await act(async () => resolve(png));
    expect(saveBlobMock).toHaveBeenCalledWith(png, 'form-qr-demo-form.png');
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
  });

  it('says so when the PNG cannot be made, and lets the user try again', async () => {
    svgToPngBlobMock.mockRejectedValueOnce(new Error('decode failed'));
    render(<PngDownloadButton text={text} {...props} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The PNG could not be prepared.');
    expect(saveBlobMock).not.toHaveBeenCalled();
    svgToPngBlobMock.mockResolvedValueOnce(new Blob(['png']));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    });
    expect(saveBlobMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
