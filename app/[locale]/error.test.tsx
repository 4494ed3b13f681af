/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import ru from '@/messages/ru.json';
import { BoundaryTextProvider } from '@/components/ui/boundary-text';
import { layoutText } from '@/components/ui/layout-text';
import { textIn } from '@/test/text';
import LocaleError from './error';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

let text: Awaited<ReturnType<typeof layoutText>>;
beforeAll(async () => {
  text = await textIn('ru', () => layoutText('ru'));
});

function renderError(error: Error) {
  const reset = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <BoundaryTextProvider text={text.boundary}>
      <LocaleError error={error} reset={reset} />
    </BoundaryTextProvider>,
  );
  return reset;
}

describe('the [locale] error boundary', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the unexpected-error text for a server render failure (a digest, no code)', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '1234567',
    });
    renderError(error);
    expect(screen.getByRole('alert')).toHaveTextContent(ru.errors.UNEXPECTED);
  });

  it('advises a reload for a failed chunk of the app', () => {
    const error = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    renderError(error);
    expect(screen.getByRole('alert')).toHaveTextContent(ru.errors.chunkLoadFailed);
  });

  it('retries by asking the server again, then resetting the boundary', () => {
    const reset = renderError(new TypeError('x is undefined'));
    fireEvent.click(screen.getByRole('button', { name: ru.errors.retry }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
