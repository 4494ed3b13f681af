/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { textIn } from '@/test/text';
import { playerText } from './text';
import { LandingPlayer } from './LandingPlayer';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

// The player's chunk fails once (a flaky network), then loads.
let failures = 1;
jest.mock('./LandingPlayerEmbed', () => {
  if (failures > 0) {
    failures -= 1;
    throw Object.assign(new Error('Loading chunk player failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('./LandingPlayerEmbed');
});

it('offers a retry when the player code fails to load, and the retry adds the frame', async () => {
  render(
    <LandingPlayer
      text={await textIn('en', playerText)}
      locale="en"
      hash="demo-online"
      playerUrl="/demo/player"
    />,
  );
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByRole('alert')).toHaveTextContent('The player could not be loaded.');
  expect(document.querySelector('[data-mode="platform"]')).toHaveAttribute('data-status', 'failed');
  await act(async () => {
    fireEvent.click(retry);
  });
  expect(await screen.findByTestId('player-frame')).toBeInTheDocument();
});
