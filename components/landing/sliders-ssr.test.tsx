import { renderToStaticMarkup } from 'react-dom/server';
import { Partners } from './Partners';
import { Speakers } from './Speakers';
import { makeActivity } from '@/test/landing-support';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

/** The real embla hooks, rendered as on the server: the HTML must already hold every card. */
describe('server-rendered sliders', () => {
  const speakers = Array.from({ length: 7 }, (_, index) => ({
    id: index + 1,
    firstName: `Имя${index + 1}`,
    lastName: `Фамилия${index + 1}`,
  }));
  const partners = Array.from({ length: 5 }, (_, index) => ({
    id: index + 1,
    name: `Партнёр-${index + 1}`,
    link: `https://p${index + 1}.example/`,
    photo: { url: `https://cdn.example/p${index + 1}.png` },
  }));

  it('contain every speaker card and no slider controls', async () => {
    const html = renderToStaticMarkup(await Speakers({ activity: makeActivity({ speakers }) }));
    expect(html.match(/<article class="speaker-card"/g)).toHaveLength(7);
    for (const speaker of speakers)
      expect(html).toContain(`${speaker.firstName} ${speaker.lastName}`);
    expect(html).not.toContain('<button');
  });

  it('contain every partner link', async () => {
    const html = renderToStaticMarkup(await Partners({ activity: makeActivity({ partners }) }));
    for (const partner of partners) expect(html).toContain(`href="${partner.link}"`);
    expect(html).not.toContain('<button');
  });
});
