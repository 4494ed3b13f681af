/** @jest-environment jsdom */
import { isValidElement, type ReactElement } from 'react';
import { TextEncoder } from 'node:util';
import { makeActivity } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';
import type * as MidLandingModule from './MidLanding';
import type * as RegistrationWidgetModule from '@/components/registration/RegistrationWidget';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
// The upstream readers (Next's data cache) are the page loader's, not this block's.
jest.mock('@/lib/api/readers', () => ({}));
// jsdom lacks TextEncoder, which the page's modules need at import: loaded once it is set.
Object.assign(globalThis, { TextEncoder });
const { MidLanding } = jest.requireActual<typeof MidLandingModule>('./MidLanding');
const { RegistrationWidget } = jest.requireActual<typeof RegistrationWidgetModule>(
  '@/components/registration/RegistrationWidget',
);

/** Every element of the returned tree (props and children alike), rendered or not. */
function allElements(node: unknown): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(allElements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...Object.values(node.props).flatMap(allElements)];
}

async function midTree(status: string) {
  setTestRequestLocale('en');
  const activity = makeActivity({ status, type: 'offline' });
  return allElements(await MidLanding({ locale: 'en', activity, path: '/mid?hash=test-hash' }));
}

describe('MidLanding of an offline event', () => {
  it.each(['completed', 'archived'])(
    'shows the closed notice instead of the registration widget once %s',
    async (status) => {
      const tree = await midTree(status);
      expect(tree.filter((element) => element.type === RegistrationWidget)).toEqual([]);
      const notice = tree.find((element) => element.props['data-testid'] === 'registration-closed');
      expect(allElements(notice?.props.children).map((element) => element.props.children)).toEqual([
        'Registration closed',
        'The event has ended',
      ]);
    },
  );

  it('embeds the registration widget while the event is planned', async () => {
    const tree = await midTree('planned');
    expect(tree.filter((element) => element.type === RegistrationWidget)).toHaveLength(1);
    expect(tree.some((element) => element.props['data-testid'] === 'registration-closed')).toBe(
      false,
    );
  });
});
