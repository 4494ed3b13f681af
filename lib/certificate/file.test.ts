import { certificateKind, downloadFileName, fileExtension } from './file';

describe('fileExtension', () => {
  it.each([
    ['certificate.PDF', 'pdf'],
    ['a.b.svg', 'svg'],
    [' photo.jpeg ', 'jpeg'],
    ['no-extension', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%p → %p', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('certificateKind', () => {
  it('prefers the file name', () => {
    expect(certificateKind({ url: 'https://cdn.example/file', fileName: 'cert.pdf' })).toBe('pdf');
    expect(certificateKind({ url: 'https://cdn.example/x.pdf', fileName: 'cert.png' })).toBe(
      'image',
    );
  });

  it('falls back to the URL path, ignoring the query', () => {
    expect(certificateKind({ url: 'https://cdn.example/c/123.svg?sig=abc.pdf' })).toBe('image');
    expect(certificateKind({ url: 'https://cdn.example/c/123.PDF' })).toBe('pdf');
  });

  it('is "other" when neither says what the file is', () => {
    expect(certificateKind({ url: 'https://cdn.example/download?id=1' })).toBe('other');
    expect(certificateKind({ url: 'https://cdn.example/cert.docx', fileName: 'cert.docx' })).toBe(
      'other',
    );
  });
});

describe('downloadFileName', () => {
  it('uses the upstream file name without path parts', () => {
    expect(
      downloadFileName({ url: 'https://x.example/a.pdf', fileName: '../../etc/cert.pdf' }),
    ).toBe('cert.pdf');
    expect(downloadFileName({ url: 'https://x.example/a.pdf', fileName: 'Сертификат.pdf' })).toBe(
      'Сертификат.pdf',
    );
  });

  it('falls back to the URL’s last segment, then to "certificate"', () => {
    expect(downloadFileName({ url: 'https://x.example/files/My%20cert.png' })).toBe('My cert.png');
    expect(downloadFileName({ url: 'https://x.example/' })).toBe('certificate');
    expect(downloadFileName({ url: 'https://x.example/a.png', fileName: '  ' })).toBe('a.png');
  });
});
