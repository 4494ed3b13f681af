import { activitySchema } from '@/lib/api/schemas';
import { activityFixture } from '@/test/api-support';
import { platformInputsSchema, playerInputsSchema, wantsOnlyChatActivity } from './inputs';
import { loadEvent } from './load-event';
import { eventPageInputs } from './page-inputs';
import { pagePlayerProps } from './player-props';
import { notFoundUnlessOwnEvent } from '@/lib/routing/tenant';

jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn() }));
jest.mock('@/lib/config', () => ({ getConfig: () => ({ PLAYER_URL: 'https://player.test' }) }));
jest.mock('./load-event', () => ({ loadEvent: jest.fn() }));
jest.mock('@/lib/routing/tenant', () => ({ notFoundUnlessOwnEvent: jest.fn() }));
const ownEvent = jest.mocked(notFoundUnlessOwnEvent);

const NOT_FOUND = new Error('NEXT_NOT_FOUND');
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND;
  },
}));

const activity = activitySchema.parse(activityFixture());
const load = jest.mocked(loadEvent);
beforeEach(() => {
  load.mockReset().mockResolvedValue(activity);
  ownEvent.mockReset().mockResolvedValue(undefined);
});

function props(locale: string, query: Record<string, string>) {
  return { params: Promise.resolve({ locale }), searchParams: Promise.resolve(query) };
}

describe('eventPageInputs', () => {
  it('reads the locale, the query and the event', async () => {
    const page = await eventPageInputs(
      props('en', { hash: 'abc', hallId: '7' }),
      playerInputsSchema,
    );
    expect(page).toMatchObject({ locale: 'en', inputs: { hash: 'abc', hallId: '7' }, activity });
    expect(load).toHaveBeenCalledWith('abc', { onlyChat: false });
  });

  it("checks a hall id against the custom domain's event, and only a hall id", async () => {
    await eventPageInputs(props('en', { hash: 'abc', hallId: '7' }), playerInputsSchema);
    expect(ownEvent).toHaveBeenCalledWith({ hallId: 7 });
    ownEvent.mockClear();
    await eventPageInputs(props('en', { hash: 'abc' }), playerInputsSchema);
    expect(ownEvent).not.toHaveBeenCalled();
    ownEvent.mockRejectedValue(NOT_FOUND);
    await expect(
      eventPageInputs(props('en', { hash: 'abc', hallId: '8' }), playerInputsSchema),
    ).rejects.toBe(NOT_FOUND);
  });

  it('asks for the only-chat event when the page says so', async () => {
    await eventPageInputs(
      props('ru', { hash: 'abc', isOnlyChat: 'true' }),
      platformInputsSchema,
      wantsOnlyChatActivity,
    );
    expect(load).toHaveBeenCalledWith('abc', { onlyChat: true });
  });

  it('is the not-found page for a bad locale or hash, before any upstream call', async () => {
    await expect(eventPageInputs(props('de', { hash: 'abc' }), playerInputsSchema)).rejects.toBe(
      NOT_FOUND,
    );
    await expect(eventPageInputs(props('ru', { hash: '../x' }), playerInputsSchema)).rejects.toBe(
      NOT_FOUND,
    );
    expect(load).not.toHaveBeenCalled();
  });
});

describe('pagePlayerProps', () => {
  it("passes the query's flags and hall id (not the main hall's) and the player's URL", () => {
    const inputs = playerInputsSchema.parse({ hash: 'abc', debug: '2', isHighload: '1' });
    expect(pagePlayerProps(activity, inputs)).toMatchObject({
      hash: activity.hash,
      activityId: activity.activityID,
      hallId: undefined,
      debug: '2',
      isHighload: '1',
      isOnlyChat: undefined,
      playerUrl: 'https://player.test',
    });
  });
});
