import { activityTag, eventsTag, getActivity, getEvents, getRegistrationInfo } from './readers';
import {
  activityFixture,
  callOf,
  eventFixture,
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  type FetchMock,
} from './test-support';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000, REVALIDATE_SECONDS: 42 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('tags', () => {
  it('names activity and events tags after the resource', () => {
    expect(activityTag('demo-max')).toBe('activity:demo-max');
    expect(eventsTag(7)).toBe('events:7');
    expect(eventsTag('7')).toBe('events:7');
  });
});

describe('readers', () => {
  it('getActivity caches for REVALIDATE_SECONDS under the activity tag', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: activityFixture() }));
    const activity = await getActivity('demo-max');
    expect(activity.hash).toBe('demo-max');
    const { url, init } = callOf(fetchMock);
    expect(url.pathname).toBe('/eventor/public/activity/demo-max');
    expect(init.next).toEqual({ revalidate: 42, tags: ['activity:demo-max'] });
    expect(init.cache).toBeUndefined();
  });

  it('getActivity hands out organizer HTML already sanitised (description and FAQ answers)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        activity: {
          ...activityFixture(),
          landingDescription: '<p onclick="x()">Hi<script>alert(1)</script></p>',
          landingBlocks: {
            faq: { data: [{ question: 'Q', answer: '<img src=x onerror=alert(1)><b>A</b>' }] },
          },
        },
      }),
    );
    const activity = await getActivity('demo-xss-reader');
    expect(activity.landingDescription).toBe('<p>Hi</p>');
    expect(activity.landingBlocks?.faq?.data).toEqual([{ question: 'Q', answer: '<b>A</b>' }]);
  });

  it('getEvents hands out sanitised descriptions, dropping empty ones', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        events: [
          { ...eventFixture(), eventID: 1, description: '<a href="javascript:x()">x</a>' },
          { ...eventFixture(), eventID: 2, description: '<script>alert(1)</script>' },
        ],
      }),
    );
    const events = await getEvents(8);
    expect(events.map((event) => event.description)).toEqual(['<span>x</span>', undefined]);
  });

  it('getEvents caches under the events tag of the hall', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ events: [eventFixture()] }));
    await getEvents(7);
    expect(callOf(fetchMock).url.pathname).toBe('/eventor/public/listevents/7');
    expect(callOf(fetchMock).init.next).toEqual({ revalidate: 42, tags: ['events:7'] });
  });

  it('getRegistrationInfo uses the activity tag and the landing revalidate period', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: { isRegistrationActive: false } }));
    await expect(getRegistrationInfo('demo-max')).resolves.toEqual({ isRegistrationActive: false });
    expect(callOf(fetchMock).url.pathname).toBe('/viewer/info/demo-max');
    expect(callOf(fetchMock).init.next).toEqual({ revalidate: 42, tags: ['activity:demo-max'] });
  });

  it('rejects a malformed hash without calling the upstream', async () => {
    expect(await rejectionOf(getActivity('no/such'))).toMatchObject({ code: 'WRONG_ACTIVITY_ID' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
