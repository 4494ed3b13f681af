/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import en from '@/messages/en.json';
import { Randomizer } from './Randomizer';
import { RandomizerView } from './RandomizerView';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
// An English page unless a test says otherwise.
beforeEach(() => setTestRequestLocale('en'));

describe('RandomizerView', () => {
  it('names the event in the page heading and offers a reload when nobody watches yet', async () => {
    render(await RandomizerView({ data: { eventName: 'Product Days', viewers: [] } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product Days');
    expect(screen.getByTestId('randomizer-empty')).toHaveTextContent(en.randomizer.emptyTitle);
    // An empty href (the current document) has no link role in jsdom: find it by its text.
    expect(screen.getByText(en.randomizer.reloadList).closest('a')).toHaveAttribute('href', '');
  });

  it('falls back to the screen’s name without an event name, and hands the island the list', async () => {
    const viewers = [{ id: 1, name: 'Anna' }];
    const view = (await RandomizerView({ data: { eventName: '', viewers } })) as ReactElement<{
      children: ReactElement<{ children: ReactElement }>[];
    }>;
    const [heading, body] = view.props.children;
    render(<>{heading}</>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.randomizer.title);
    const island = body!.props.children as ReactElement<{
      viewers: unknown;
      text: { countHint: string; announcement: string };
    }>;
    expect(island.type).toBe(Randomizer);
    expect(island.props.viewers).toBe(viewers);
    expect(island.props.text.countHint).toBe('from 1 to 1; 1 viewer takes part');
    expect(island.props.text.announcement).toBe('Winners: {names}');
  });
});
